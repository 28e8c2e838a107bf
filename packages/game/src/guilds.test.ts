import { describe, expect, it } from 'vitest';
import { canManage, chatTextProblem, GUILD_CHAT, outranks, successor } from './guilds';

describe('roles', () => {
  it('let officers manage members and the leader manage officers', () => {
    expect(outranks('leader', 'officer')).toBe(true);
    expect(outranks('officer', 'member')).toBe(true);
    expect(outranks('officer', 'officer')).toBe(false);
    expect(outranks('member', 'member')).toBe(false);
    expect(canManage('officer')).toBe(true);
    expect(canManage('member')).toBe(false);
  });

  it('pass the lead to the longest-serving officer, else member', () => {
    const at = (d: number) => new Date(Date.UTC(2026, 0, d));
    const members = [
      { userId: 'l', role: 'leader' as const, joinedAt: at(1) },
      { userId: 'm', role: 'member' as const, joinedAt: at(2) },
      { userId: 'o2', role: 'officer' as const, joinedAt: at(5) },
      { userId: 'o1', role: 'officer' as const, joinedAt: at(4) },
    ];
    expect(successor(members, 'l')?.userId).toBe('o1');
    expect(successor(members.slice(0, 2), 'l')?.userId).toBe('m');
    expect(successor(members.slice(0, 1), 'l')).toBeNull();
  });
});

describe('chat text', () => {
  it('is 1 to 500 characters without control characters', () => {
    expect(chatTextProblem('hello')).toBeNull();
    expect(chatTextProblem('line\nbreak')).toBeNull();
    expect(chatTextProblem('   ')).not.toBeNull();
    expect(chatTextProblem('x'.repeat(GUILD_CHAT.maxChars))).toBeNull();
    expect(chatTextProblem('x'.repeat(GUILD_CHAT.maxChars + 1))).not.toBeNull();
    expect(chatTextProblem('bell\u0007')).not.toBeNull();
  });
});
