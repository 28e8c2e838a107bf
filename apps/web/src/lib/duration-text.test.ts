import { describe, expect, it } from 'vitest';
import { durationText } from './duration-text';

describe('durationText', () => {
  it('says the two largest units, leaving out a zero one', () => {
    expect(durationText(3 * 86_400 + 4 * 3600 + 59)).toBe('3 d 4 h');
    expect(durationText(86_400 + 59 * 60)).toBe('1 d');
    expect(durationText(3900)).toBe('1 h 5 min');
    expect(durationText(3600)).toBe('1 h');
    expect(durationText(750)).toBe('12 min 30 s');
    expect(durationText(120)).toBe('2 min');
    expect(durationText(59)).toBe('59 s');
  });

  it('never counts below zero nor shows a fraction of a second', () => {
    expect(durationText(-5)).toBe('0 s');
    expect(durationText(1.9)).toBe('1 s');
  });
});
