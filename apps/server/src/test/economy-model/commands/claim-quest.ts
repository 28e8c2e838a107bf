import { expect } from 'vitest';
import { EconomyCommand, expectOk, expectRefused, pick, type Outcome } from '../command-kit';
import { send, type World } from '../world';
import { moveCurrency, type EconomyModel } from '../model';

interface ShownQuest {
  _id: string;
  progress: number;
  goal: number;
  reward: { gold: number; souls: number };
  claimed: boolean;
}

/**
 * POST /quests/claim on one of today's quests as /quests shows them: a finished one
 * pays the reward it showed (ledger `quest_reward`) once; an unfinished or claimed one
 * is refused and changes nothing. The actions of the other commands are what finish them.
 */
export class ClaimQuest extends EconomyCommand {
  constructor(
    readonly player: number,
    readonly n: number,
  ) {
    super(player);
  }

  protected describe() {
    return `ClaimQuest(p${this.player}, #${this.n})`;
  }

  protected async act(model: EconomyModel, world: World): Promise<Outcome> {
    const listed = await send(world, this.player, '/api/quests');
    expectOk(listed);
    const quests = (listed.body as { quests: ShownQuest[] }).quests;
    // Lean towards a finished, unclaimed quest when there is one.
    const ready = quests.filter((q) => !q.claimed && q.progress >= q.goal);
    const quest = pick(ready.length > 0 ? ready : quests, this.n)!;
    this.detail = `${quest._id} ${quest.progress}/${quest.goal}${quest.claimed ? ' claimed' : ''}`;
    const reply = await this.post(world, this.player, '/api/quests/claim', { questId: quest._id });
    if (quest.claimed) return expectRefused(reply, 409, 'You have already claimed this quest.');
    if (quest.progress < quest.goal) {
      return expectRefused(reply, 409, `Not finished yet: ${quest.progress} of ${quest.goal}.`);
    }
    expectOk(reply);
    expect(reply.body).toMatchObject({ reward: quest.reward });
    const { gold, souls } = quest.reward;
    if (gold > 0) moveCurrency(model, this.player, 'gold', gold, 'quest_reward');
    if (souls > 0) moveCurrency(model, this.player, 'soul', souls, 'quest_reward');
    return { refused: false, reason: 'claimed' };
  }
}
