import { describe, expect, it } from 'vitest';
import { autoAction, type PolicyView } from './auto-policy';
import { ATTACK, startTactics, type Tactics } from './round';

const view = (tactics: Partial<Tactics>, overrides: Partial<PolicyView> = {}): PolicyView => ({
  jobId: 'paladin',
  resource: 'rage',
  tactics: { ...startTactics('rage'), resource: 100, ...tactics },
  hp: 100,
  maxHp: 100,
  ...overrides,
});

describe('autoAction', () => {
  it('guards against a warned special move', () => {
    expect(autoAction(view({ intent: true }))).toEqual({ kind: 'skill', skillId: 'aegis' });
  });

  it('heals when hurt, else spends on the strongest strike', () => {
    expect(autoAction(view({}, { hp: 40 }))).toEqual({ kind: 'skill', skillId: 'lay-on-hands' });
    expect(autoAction(view({}))).toEqual({ kind: 'skill', skillId: 'holy-strike' });
  });

  it('weakens the monster once, banks a charge, then strikes', () => {
    const magician = { jobId: 'magician', resource: 'mana' } as const;
    expect(autoAction(view({}, magician))).toEqual({ kind: 'skill', skillId: 'frost-hex' });
    const hexed = { hex: { rounds: 2, atk: 0.15, def: 0.3 } };
    expect(autoAction(view(hexed, magician))).toEqual({ kind: 'skill', skillId: 'arcane-charge' });
    expect(autoAction(view({ ...hexed, charge: 2.6 }, magician))).toEqual({
      kind: 'skill',
      skillId: 'firebolt',
    });
  });

  it('attacks plainly when nothing is ready or affordable', () => {
    expect(autoAction(view({ resource: 0 }))).toEqual(ATTACK);
    const cooling = { 'holy-strike': 1, aegis: 2, 'lay-on-hands': 3 } as const;
    expect(autoAction(view({ cooldowns: cooling }))).toEqual(ATTACK);
  });
});
