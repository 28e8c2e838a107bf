import { describe, expect, it } from 'vitest';
import { earnText } from './earn-text';

describe('earnText', () => {
  it('says the deed each earned cosmetic asks for', () => {
    expect(earnText('ascended')).toBe('Ascend once.');
    expect(earnText('twice-born')).toBe('Ascend twice.');
    expect(earnText('eternal')).toBe('Ascend 5 times.');
    expect(earnText('abyssal-frame')).toBe('Clear tower floor 250.');
  });

  it('nothing for a bought one or an unknown id', () => {
    expect(earnText('gold-frame')).toBeNull();
    expect(earnText('no-such')).toBeNull();
  });
});
