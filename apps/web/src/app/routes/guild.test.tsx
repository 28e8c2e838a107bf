import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatHistoryResponse, MyGuildResponse } from '@demonbane/shared/guild-schemas';
import {
  attackAnswer,
  CORVIN_ID,
  GUILD_ID,
  GUILDS,
  historyPage,
  ILSE_ID,
  inGuild,
  makeMessage,
  makeRaid,
  MORDRAKE_ID,
  noGuild,
  STANDINGS,
} from '@/features/guild/testing/guild-fixtures';
import { installFakeEventSource } from '@/testing/fake-event-source';
import { makeUserView } from '@/testing/fixtures';
import { mockApiWithDefaults, requestsTo, type MockOverride } from '@/testing/mock-api';
import { loggedInSession, renderRoutes, TEST_USER_ID } from '@/testing/render-app';
import { routes } from '../routes-config';

const hero = loggedInSession({ username: 'vesper', job_name: 'Warrior', level: 12, gold: 5000 });

const HELLO = makeMessage({ id: 11, text: 'Well met.', userId: ILSE_ID, name: 'ilse' });
const PLAN = makeMessage({ id: 12, text: 'Raid at dusk?' });

function api(
  override?: MockOverride,
  {
    mine = inGuild(),
    history = historyPage([HELLO, PLAN]),
    level = 12,
  }: { mine?: MyGuildResponse; history?: ChatHistoryResponse; level?: number } = {},
) {
  return mockApiWithDefaults(
    {
      '/user': { user: makeUserView({ level, gold: 5000 }) },
      '/guild': mine,
      '/guilds': { guilds: GUILDS },
      '/guilds/chat/history': history,
      '/leaderboard/guilds': STANDINGS,
      '/notifications': { notifications: [], unread: 0 },
    },
    override,
  );
}

async function renderGuild(heading = 'Ashen Vow [ASH]', session = hero) {
  const view = await renderRoutes(routes, { path: '/guild', session });
  await screen.findByRole('heading', { level: 1, name: heading });
  return view;
}

const region = (name: string | RegExp) => within(screen.getByRole('region', { name }));
const chatLog = () => within(screen.getByRole('log', { name: 'Guild chat messages' }));
/** The chat's rows top to bottom, messages and the divider, times left out. */
const chatTexts = () =>
  Array.from(screen.getByRole('log', { name: 'Guild chat messages' }).children, (li) =>
    li.textContent?.replace(/ \d{1,2} \w{3}, \d\d:\d\d/, ''),
  );
const attackButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Attack/ });

/** The stream, once the page is idle (the bell's chunk opens it). */
async function openStream() {
  const events = installFakeEventSource();
  return {
    events,
    ready: () =>
      waitFor(() => expect(events.opened.map((s) => s.url)).toEqual(['/api/events']), {
        timeout: 5000,
      }),
  };
}

describe('/guild without a guild', () => {
  it('lists guilds to join, the invitation held, the request sent and the founding cost', async () => {
    const fetchMock = api(undefined, {
      mine: noGuild({
        invitations: [
          {
            guildId: GUILD_ID,
            name: 'Ashen Vow',
            tag: 'ASH',
            by: 'mordrake',
            created_at: new Date().toISOString(),
          },
        ],
        requested: [{ guildId: GUILDS[1]!.id, name: 'Night Wardens', tag: 'NW' }],
      }),
    });
    await renderGuild('Guilds');
    expect(region('Invitations').getByText(/invited you \(from mordrake\)/)).toBeDefined();
    const list = within(await screen.findByRole('list', { name: 'Guilds' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ashen Vow [ASH]3 / 30 members · led by vesper · raid level 2 · OpenJoin Ashen Vow',
      'Night Wardens [NW]12 / 30 members · led by ilse · raid level 4 · ClosedAsked Night Wardens',
    ]);
    expect(screen.getByText('Waiting for an answer from Night Wardens [NW].')).toBeDefined();
    expect(region('Found a guild').getByText(/Founding costs/).textContent).toBe(
      'Founding costs 2,000 gold and needs level 5. You lead the guild you found.',
    );
    expect(requestsTo(fetchMock, '/guild')[0]?.body).toEqual({ userId: TEST_USER_ID });
  });

  it('searches by name, and joins an open guild', async () => {
    const fetchMock = api(
      (path) =>
        path === '/guilds/join'
          ? {
              status: 200,
              body: { message: 'You joined Ashen Vow.', status: 'joined', guild: inGuild() },
            }
          : path === '/guilds?search=ash'
            ? { status: 200, body: { guilds: [GUILDS[0]] } }
            : undefined,
      { mine: noGuild() },
    );
    await renderGuild('Guilds');
    fireEvent.change(screen.getByLabelText('Search by name or tag'), { target: { value: 'ash' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Guilds' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Join Ashen Vow' }));
    await screen.findByRole('heading', { level: 1, name: 'Ashen Vow [ASH]' });
    expect(screen.getByText('You joined Ashen Vow.')).toBeDefined();
    expect(requestsTo(fetchMock, '/guilds/join').map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID, guildId: GUILD_ID },
    ]);
  });

  it('founds a guild, and shows the server’s refusal as it says it', async () => {
    const refusal = 'A guild named Ashen Vow already exists.';
    const fetchMock = api(
      (path) =>
        path === '/guilds/create' ? { status: 409, body: { message: refusal } } : undefined,
      { mine: noGuild() },
    );
    await renderGuild('Guilds');
    fireEvent.change(screen.getByLabelText('Guild name'), { target: { value: 'Ashen Vow' } });
    fireEvent.change(screen.getByLabelText('Tag'), { target: { value: 'ASH' } });
    fireEvent.click(screen.getByLabelText(/^Open:/));
    fireEvent.click(screen.getByRole('button', { name: 'Found the guild' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(requestsTo(fetchMock, '/guilds/create').map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID, name: 'Ashen Vow', tag: 'ASH', open: false },
    ]);
  });

  it('says in words when the hero may join again', async () => {
    api(undefined, {
      mine: noGuild({ may_join_at: new Date(Date.now() + 5 * 3_600_000 + 90_000).toISOString() }),
    });
    await renderGuild('Guilds');
    expect(
      screen.getByText(/^You left a guild recently: you may join another in 5 h 1 min\.$/),
    ).toBeDefined();
    const join = await screen.findByRole<HTMLButtonElement>('button', { name: 'Join Ashen Vow' });
    expect(join.disabled).toBe(true);
  });
});

describe('/guild in a guild', () => {
  it('shows the members with their role, level, job and when last seen, and the leader’s actions', async () => {
    api();
    await renderGuild();
    const members = region('Members 3 / 30');
    expect(
      members.getAllByRole('listitem').map((li) => li.querySelector('p + p')?.textContent),
    ).toEqual([
      'Leader · Lv 12 · Warrior · active now',
      'Officer · Lv 14 · Berserker · seen 3 h ago',
      'Member · Lv 11 · Mage · not seen since joining',
    ]);
    expect(members.getByText('Twice-Born')).toBeDefined();
    expect(members.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Demote mordrake',
      'Make leader mordrake',
      'Kick mordrake',
      'Promote ilse',
      'Make leader ilse',
      'Kick ilse',
    ]);
    // Passing the lead asks first.
    fireEvent.click(members.getByRole('button', { name: 'Make leader ilse' }));
    expect(screen.getByRole('alertdialog', { name: /Make ilse the leader\?/ })).toBeDefined();
    expect(region('Guild affairs').getByText('corvin', { selector: 'strong' })).toBeDefined();
  });

  it('shows a member no actions over others', async () => {
    api(undefined, { mine: inGuild({ role: 'member', requests: [] }) });
    await renderGuild();
    expect(region('Members 3 / 30').queryAllByRole('button')).toEqual([]);
    expect(region('Guild affairs').queryByText('Requests to join')).toBeNull();
    expect(region('Guild affairs').getByRole('button', { name: 'Leave the guild' })).toBeDefined();
  });

  it('accepts a request and kicks with the server’s answer', async () => {
    const fetchMock = api((path) =>
      path === '/guilds/requests/answer'
        ? {
            status: 200,
            body: { message: 'corvin joined Ashen Vow.', guild: inGuild({ requests: [] }) },
          }
        : undefined,
    );
    await renderGuild();
    fireEvent.click(region('Guild affairs').getByRole('button', { name: 'Accept corvin' }));
    expect(await screen.findByText('corvin joined Ashen Vow.')).toBeDefined();
    expect(requestsTo(fetchMock, '/guilds/requests/answer').map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID, memberId: CORVIN_ID, accept: true },
    ]);
    expect(region('Guild affairs').getByText('No one is waiting to join.')).toBeDefined();
  });

  it('shows the guild standings, the hero’s guild marked', async () => {
    api();
    await renderGuild();
    const raid = within(await screen.findByRole('region', { name: 'Guilds by this week’s raid' }));
    expect(
      raid
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children, (c) => c.textContent)),
    ).toEqual([
      ['1', 'Night Wardens [NW]12 members', '4', 'Fallen'],
      ['2', 'Ashen Vow [ASH]3 members', '2', '28%'],
    ]);
    expect(raid.getAllByRole('row')[2]?.getAttribute('aria-current')).toBe('true');
  });
});

describe('the raid panel', () => {
  it('shows the boss, its HP and the contributions with their shares', async () => {
    api();
    await renderGuild();
    const raid = region('Raid: Ashen Colossus');
    expect(raid.getByRole('progressbar', { name: 'Boss HP' }).getAttribute('aria-valuetext')).toBe(
      '40,000 / 56,250',
    );
    expect(raid.getByText('Boss level 16')).toBeDefined();
    expect(raid.getByText(/^Week ends in 2 d 1 h|^Week ends in 2 d 2 h/)).toBeDefined();
    expect(
      within(raid.getByRole('region', { name: 'Contributions' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['mordrake12,00074%', 'vesper (you)4,25026%']);
    expect(attackButton().disabled).toBe(false);
  });

  it('Attack sends one keyed attack, then shows the damage, the log and the HP dropped', async () => {
    const fetchMock = api((path) =>
      path === '/guilds/raid/attack' ? { status: 200, body: attackAnswer() } : undefined,
    );
    await renderGuild();
    fireEvent.click(attackButton());
    const last = within(await screen.findByRole('region', { name: 'Your last attack' }));
    expect(last.getByText(/Your attack dealt/).textContent).toBe(
      'Your attack dealt 1,750 damage in 10 rounds.',
    );
    expect(last.getAllByRole('listitem')).toHaveLength(3);
    expect(last.getByRole('link', { name: 'Watch replay' }).getAttribute('href')).toBe(
      `/replay/${attackAnswer().replay_id}`,
    );
    const raid = region('Raid: Ashen Colossus');
    expect(raid.getByRole('progressbar', { name: 'Boss HP' }).getAttribute('aria-valuetext')).toBe(
      '38,250 / 56,250',
    );
    expect(raid.getByText('1 / 3')).toBeDefined();
    const calls = requestsTo(fetchMock, '/guilds/raid/attack');
    expect(calls.map((c) => c.body)).toEqual([{ userId: TEST_USER_ID }]);
    expect(calls[0]?.init?.headers).toHaveProperty('Idempotency-Key');
  });

  it('waits, saying why, with no attack left today', async () => {
    api(undefined, { mine: inGuild({ raid: makeRaid({ attacks_left: 0 }) }) });
    await renderGuild();
    expect(attackButton().disabled).toBe(true);
    expect(attackButton().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('No attacks left today. They return at 00:00 UTC.')).toBeDefined();
  });

  it('waits below the raid’s level, saying which level', async () => {
    api(undefined, { mine: inGuild({ raid: makeRaid({ attacks_left: 0 }) }), level: 7 });
    await renderGuild('Ashen Vow [ASH]', { ...hero, level: 7 });
    await waitFor(() => expect(screen.getByText('Reach level 10 to join the raid.')).toBeDefined());
    expect(attackButton().disabled).toBe(true);
  });

  it('says the boss has fallen and waits for next week', async () => {
    api(undefined, {
      mine: inGuild({ raid: makeRaid({ hp: 0, fell_at: new Date().toISOString() }) }),
    });
    await renderGuild();
    expect(screen.getByText('Ashen Colossus has fallen!')).toBeDefined();
    expect(attackButton().disabled).toBe(true);
  });

  it('shows the reward when this attack brought the boss down', async () => {
    const fell = attackAnswer({
      boss_fell: true,
      reward: { gold: 1900, souls: 8 },
      raid: makeRaid({ hp: 0, fell_at: new Date().toISOString(), attacks_left: 1 }),
    });
    api((path) => (path === '/guilds/raid/attack' ? { status: 200, body: fell } : undefined));
    await renderGuild();
    fireEvent.click(attackButton());
    expect(
      (await screen.findByText(/You were paid 1,900 gold and 8 souls\./)).textContent,
    ).toContain('Every member who dealt damage was paid.');
  });
});

describe('the guild chat', () => {
  it('renders text as text, never as markup, newest at the bottom', async () => {
    const markup = makeMessage({ id: 13, text: '<b>bold</b> <img src=x onerror="alert(1)">' });
    api(undefined, { history: historyPage([HELLO, PLAN, markup]) });
    await renderGuild();
    await screen.findByRole('log', { name: 'Guild chat messages' });
    const items = chatLog().getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p + p')?.textContent)).toEqual([
      'Well met.',
      'Raid at dusk?',
      '<b>bold</b> <img src=x onerror="alert(1)">',
    ]);
    expect(chatLog().queryByRole('img')).toBeNull();
    expect(document.querySelector('[role="log"] b')).toBeNull();
  });

  it('appends a live message from the stream, and refetches the history when the stream reopens', async () => {
    const stream = await openStream();
    const fetchMock = api();
    await renderGuild();
    await screen.findByRole('log', { name: 'Guild chat messages' });
    await stream.ready();
    const live = makeMessage({ id: 14, text: 'On my way!' });
    stream.events.current().emit('guild.message', { message: live, deleted: false });
    await waitFor(() => expect(chatTexts().at(-1)).toBe('mordrakeOn my way!⋯'));
    // Another guild's message is not this chat's.
    stream.events
      .current()
      .emit('guild.message', { message: { ...live, id: 15, guildId: CORVIN_ID }, deleted: false });
    // An officer took one down.
    stream.events.current().emit('guild.message', { message: PLAN, deleted: true });
    await waitFor(() => expect(chatTexts()).toEqual(['ilseWell met.⋯', 'mordrakeOn my way!⋯']));

    const loads = requestsTo(fetchMock, '/guilds/chat/history').length;
    stream.events.current().dropped();
    stream.events.current().opened();
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/guilds/chat/history').length).toBe(loads + 1),
    );
  });

  it('marks the first message not seen before with a divider', async () => {
    localStorage.setItem(`guild-chat-seen:${TEST_USER_ID}`, '11');
    const later = makeMessage({ id: 13, text: 'Anyone?', userId: ILSE_ID, name: 'ilse' });
    api(undefined, { history: historyPage([HELLO, PLAN, later]) });
    await renderGuild();
    await screen.findByRole('log', { name: 'Guild chat messages' });
    expect(chatTexts()).toEqual([
      'ilseWell met.⋯',
      'New messages',
      'mordrakeRaid at dusk?⋯',
      'ilseAnyone?⋯',
    ]);
    // Now seen: the newest id is remembered.
    await waitFor(() => expect(localStorage.getItem(`guild-chat-seen:${TEST_USER_ID}`)).toBe('13'));
  });

  it('Enter sends, Shift+Enter does not, and the counter counts', async () => {
    const posted = makeMessage({ id: 20, userId: TEST_USER_ID, name: 'vesper', text: 'Ready.' });
    const fetchMock = api((path) =>
      path === '/guilds/chat' ? { status: 200, body: { message: posted } } : undefined,
    );
    await renderGuild();
    const box = await screen.findByLabelText('Message');
    fireEvent.change(box, { target: { value: 'Ready.' } });
    expect(screen.getByText(/^6 \/ 500/)).toBeDefined();
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(requestsTo(fetchMock, '/guilds/chat')).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(chatTexts().at(-1)).toBe('vesper (you)Ready.'));
    expect(requestsTo(fetchMock, '/guilds/chat').map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID, text: 'Ready.' },
    ]);
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('a 429 says "Slow down" with the wait, and keeps the text', async () => {
    api((path) =>
      path === '/guilds/chat'
        ? {
            status: 429,
            body: { message: 'You are posting too fast.' },
            headers: { 'Retry-After': '4' },
          }
        : undefined,
    );
    await renderGuild();
    const box = await screen.findByLabelText('Message');
    fireEvent.change(box, { target: { value: 'spam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Slow down: you may post again in 4 s.',
    );
    expect((box as HTMLTextAreaElement).value).toBe('spam');
  });

  it('loads older messages with `before`', async () => {
    const old = makeMessage({ id: 3, text: 'The very first.' });
    const fetchMock = api((_path, body) =>
      _path === '/guilds/chat/history' && body.before === 11
        ? { status: 200, body: historyPage([old]) }
        : _path === '/guilds/chat/history'
          ? { status: 200, body: historyPage([HELLO, PLAN], { more: true }) }
          : undefined,
    );
    await renderGuild();
    fireEvent.click(await screen.findByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(chatTexts()[0]).toBe('mordrakeThe very first.⋯'));
    expect(requestsTo(fetchMock, '/guilds/chat/history').map((r) => r.body.before)).toEqual([
      undefined,
      11,
    ]);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('hides a blocked author’s messages, live ones too, and reports with a reason', async () => {
    const stream = await openStream();
    const fetchMock = api((path) =>
      path === '/guilds/chat/block'
        ? {
            status: 200,
            body: {
              message: 'You no longer see mordrake’s messages.',
              blocked: [{ userId: MORDRAKE_ID, name: 'mordrake' }],
            },
          }
        : path === '/guilds/chat/report'
          ? { status: 200, body: { message: 'Thank you: the report was filed.' } }
          : undefined,
    );
    await renderGuild();
    await screen.findByRole('log', { name: 'Guild chat messages' });

    fireEvent.click(chatLog().getByRole('button', { name: 'Actions for ilse’s message' }));
    fireEvent.click(chatLog().getByRole('button', { name: 'Report' }));
    fireEvent.change(chatLog().getByLabelText('Why report it?'), { target: { value: 'Rude' } });
    fireEvent.click(chatLog().getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you: the report was filed.')).toBeDefined();
    expect(requestsTo(fetchMock, '/guilds/chat/report').map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID, messageId: 11, reason: 'Rude' },
    ]);

    fireEvent.click(chatLog().getByRole('button', { name: 'Actions for mordrake’s message' }));
    fireEvent.click(chatLog().getByRole('button', { name: 'Block mordrake' }));
    await waitFor(() => expect(chatTexts()).toHaveLength(1));
    expect(requestsTo(fetchMock, '/guilds/chat/block').map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID, playerId: MORDRAKE_ID, blocked: true },
    ]);
    expect(screen.getByText(/^Hidden:/).textContent).toBe('Hidden: mordrake show again');

    await stream.ready();
    stream.events
      .current()
      .emit('guild.message', { message: makeMessage({ id: 30, text: 'Hm.' }), deleted: false });
    stream.events.current().emit('guild.message', {
      message: makeMessage({ id: 31, text: 'Still here.', userId: ILSE_ID, name: 'ilse' }),
      deleted: false,
    });
    await waitFor(() => expect(chatTexts()).toEqual(['ilseWell met.⋯', 'ilseStill here.⋯']));
  });

  it('officers may delete others’ messages; members may not', async () => {
    const fetchMock = api((path) =>
      path === '/guilds/chat/delete'
        ? { status: 200, body: { message: 'Message deleted.' } }
        : undefined,
    );
    await renderGuild();
    await screen.findByRole('log', { name: 'Guild chat messages' });
    fireEvent.click(chatLog().getByRole('button', { name: 'Actions for ilse’s message' }));
    fireEvent.click(chatLog().getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(chatTexts()).toHaveLength(1));
    expect(requestsTo(fetchMock, '/guilds/chat/delete').map((r) => r.body)).toEqual([
      { userId: TEST_USER_ID, messageId: 11 },
    ]);
  });

  it('counts live messages on the Guild link while the chat is elsewhere', async () => {
    const stream = await openStream();
    api();
    await renderRoutes(routes, { path: '/arena', session: hero });
    await stream.ready();
    const guildLink = () => screen.getByRole('link', { name: /^Guild/ });
    expect(guildLink().textContent).toBe('Guild');
    stream.events
      .current()
      .emit('guild.message', { message: makeMessage({ id: 40 }), deleted: false });
    stream.events
      .current()
      .emit('guild.message', { message: makeMessage({ id: 41 }), deleted: false });
    // The hero's own message is not news.
    stream.events.current().emit('guild.message', {
      message: makeMessage({ id: 42, userId: TEST_USER_ID, name: 'vesper' }),
      deleted: false,
    });
    expect(guildLink().textContent).toBe('Guild2, 2 new messages');
    fireEvent.click(guildLink());
    await screen.findByRole('heading', { level: 1, name: 'Ashen Vow [ASH]' });
    await waitFor(() => expect(guildLink().textContent).toBe('Guild'));
  });
});
