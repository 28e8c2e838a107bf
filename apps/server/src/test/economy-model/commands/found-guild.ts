import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GUILD_FOUNDING, GUILD_REJOIN_HOURS } from '@demonbane/game/guilds';
import { RAID } from '@demonbane/game/raid';
import { heroes } from '../../../db/schema';
import { EconomyCommand, expectOk, expectRefused, type Outcome } from '../command-kit';
import { moveCurrency, type EconomyModel } from '../model';
import type { World } from '../world';
import { grant } from '../../../modules/ledger/currency';
import { journaledTransaction } from '../../../infra/events/commit-journal';

/** Whether the player is still waiting to found or join a guild after leaving one. */
const waiting = (model: EconomyModel, leftAt: Date | null) =>
  leftAt !== null && leftAt.getTime() + GUILD_REJOIN_HOURS * 3_600_000 > model.now.getTime();

/**
 * POST /guilds/create: a hero of the founding level pays the founding gold through the
 * ledger (`guild_founding`) and leads a new guild; below the level, in a guild, within
 * the rejoin wait or short of gold it is refused and nothing changes. `topped-up`: the
 * purse is first granted what a founding that would pass lacks.
 */
export class FoundGuild extends EconomyCommand {
  constructor(
    readonly player: number,
    /** `raised`: topped up, and the hero first raised to the raid's level (as Ascend's at-cap). */
    readonly choice: 'as-is' | 'topped-up' | 'raised',
  ) {
    super(player);
  }

  protected describe() {
    return `FoundGuild(p${this.player}, ${this.choice})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const p = model.players[this.player]!;
    if (this.choice === 'raised' && p.level < RAID.minLevel) {
      await world.econ.db
        .update(heroes)
        .set({ level: RAID.minLevel })
        .where(eq(heroes.userId, world.players[this.player]!.userId));
      p.level = RAID.minLevel;
    }
    const passes = p.level >= GUILD_FOUNDING.level && !p.guild && !waiting(model, p.guildLeftAt);
    if (this.choice !== 'as-is' && passes && p.gold < GUILD_FOUNDING.gold) {
      const lack = GUILD_FOUNDING.gold - p.gold;
      await journaledTransaction(world.econ.db, (tx) =>
        grant(tx, world.players[this.player]!.userId, 'gold', lack, {
          kind: 'grant',
          reason: 'test grant',
        }),
      );
      moveCurrency(model, this.player, 'gold', lack, 'grant');
    }
    const id = randomBytes(4).toString('hex');
    const reply = await this.post(world, this.player, '/api/guilds/create', {
      name: `Model ${id}`,
      tag: id.slice(0, 5),
    });
    if (p.level < GUILD_FOUNDING.level) return expectRefused(reply, 409, /takes level/);
    if (p.guild) return expectRefused(reply, 409, 'You are already in a guild.');
    if (waiting(model, p.guildLeftAt)) return expectRefused(reply, 409, /join one again/);
    if (p.gold < GUILD_FOUNDING.gold) return expectRefused(reply, 409, /^Not enough gold/);
    expectOk(reply);
    moveCurrency(model, this.player, 'gold', -GUILD_FOUNDING.gold, 'guild_founding');
    p.guild = true;
    return { refused: false };
  }
}

/** POST /guilds/leave: the founder leaves (their guild of one is disbanded) and waits to rejoin. */
export class LeaveGuild extends EconomyCommand {
  constructor(readonly player: number) {
    super(player);
  }

  protected describe() {
    return `LeaveGuild(p${this.player})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const p = model.players[this.player]!;
    const reply = await this.post(world, this.player, '/api/guilds/leave');
    if (!p.guild) return expectRefused(reply, 409, 'You are not in a guild.');
    expectOk(reply);
    Object.assign(p, { guild: false, guildLeftAt: model.now });
    return { refused: false };
  }
}
