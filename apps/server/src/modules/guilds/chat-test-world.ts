import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { GuildRole } from '@demonbane/game/guilds';
import type { Database } from '../../db/database';
import { guildMembers, guilds } from '../../db/schema';

/**
 * Guilds and memberships written straight to the tables, so chat tests need not go
 * through the membership routes (another part of the module).
 */
export function chatTestWorld(db: Database, now: () => Date) {
  return {
    async guild(): Promise<string> {
      const tag = randomBytes(3).toString('hex').slice(0, 5).toUpperCase();
      const [row] = await db
        .insert(guilds)
        .values({ name: `Chat ${randomBytes(6).toString('hex')}`, tag, createdAt: now() })
        .returning({ id: guilds.id });
      return row!.id;
    },
    async join(guildId: string, userId: string, role: GuildRole = 'member'): Promise<void> {
      await db.insert(guildMembers).values({ userId, guildId, role, joinedAt: now() });
    },
    async leave(userId: string): Promise<void> {
      await db.delete(guildMembers).where(eq(guildMembers.userId, userId));
    },
  };
}
