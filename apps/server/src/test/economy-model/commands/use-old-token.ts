import { EconomyCommand, expectRefused, pick, type Outcome } from '../command-kit';
import type { EconomyModel } from '../model';
import { PASSWORD, type World } from '../world';
import { SESSION_ENDED } from './delete-account';
import { ECONOMY_REQUESTS } from './impersonate';

/** The economy routes, and deleting the account again. */
const REQUESTS: readonly [string, Record<string, unknown>][] = [
  ...ECONOMY_REQUESTS,
  ['/api/account/delete', { password: PASSWORD }],
];

const deletedPlayers = (model: Readonly<EconomyModel>) =>
  model.players.flatMap((p, i) => (p.deleted ? [i] : []));

/** A deleted player's old token on any action: 401, and nothing moves. */
export class UseOldToken extends EconomyCommand {
  constructor(
    readonly n: number,
    readonly route: number,
  ) {
    super();
  }

  override check(model: Readonly<EconomyModel>) {
    return deletedPlayers(model).length > 0;
  }

  protected describe() {
    return `UseOldToken(#${this.n}, route #${this.route})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const player = pick(deletedPlayers(model), this.n)!;
    const [url, body] = pick(REQUESTS, this.route)!;
    this.detail = `p${player} ${url}`;
    return expectRefused(await this.post(world, player, url, body), 401, SESSION_ENDED);
  }
}
