import type { NotificationView } from '@demonbane/shared/event-schemas';

let next = 100;

/** A notification as GET /api/events sends it and POST /notifications lists it, for tests. */
export function makeNotification(overrides: Partial<NotificationView> = {}): NotificationView {
  next += 1;
  return {
    _id: next,
    kind: 'bazaar.sold',
    message: 'Your Common Hunter’s Knife sold on the bazaar for 500 gold.',
    data: {
      listing_id: '5f0c8a4e-1b2d-4c3e-8f9a-000000000001',
      item_id: 'hunters-knife',
      item_name: 'Hunter’s Knife',
      rarity: 'Common',
      price: 500,
      currency: 'gold',
    },
    created_at: '2026-11-21T18:00:00.000Z',
    read: false,
    ...overrides,
  };
}

/** A forge that finished, unread. */
export const FORGE_READY = makeNotification({
  kind: 'forge.ready',
  message: 'Your forging is finished — claim it at the Forge.',
  data: {},
  created_at: '2026-11-21T17:30:00.000Z',
});

/** A quest the player finished, unread. */
export const QUEST_DONE = makeNotification({
  kind: 'quest.completed',
  message: 'Quest done: Slayer. Claim your reward on Home.',
  data: { quest_id: 'slayer', title: 'Slayer' },
  created_at: '2026-11-21T17:00:00.000Z',
});

/** An arena defence the player has seen. */
export const DEFENDED_READ = makeNotification({
  kind: 'arena.defended',
  message: 'mordrake challenged you in the arena and lost: +12, rating 1,212.',
  data: { fight_id: 'f1', attacker: 'mordrake', won: false, rating_change: 12, rating: 1212 },
  created_at: '2026-11-20T09:15:00.000Z',
  read: true,
});
