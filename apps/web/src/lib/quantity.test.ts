import { describe, expect, it } from 'vitest';
import { draftQuantity, nextQuantityDraft, stepQuantity } from './quantity';

describe('nextQuantityDraft (spec §5)', () => {
  it.each([
    ['1', '1'],
    ['42', '42'],
    ['99', '99'],
    ['100', '99'],
    ['12345', '99'],
    ['0', '1'],
    ['-4', '1'],
    ['abc', '1'],
    ['2.7', '2'],
  ])('turns %s into %s with the shop cap', (raw, expected) => {
    expect(nextQuantityDraft(raw, 99)).toBe(expected);
  });

  it('caps at the owned quantity in the inventory', () => {
    expect(nextQuantityDraft('9', 5)).toBe('5');
    expect(nextQuantityDraft('0', 5)).toBe('1');
  });

  it('keeps a cleared field empty', () => {
    expect(nextQuantityDraft('', 99)).toBe('');
    expect(nextQuantityDraft('  ', 99)).toBe('');
  });
});

describe('draftQuantity', () => {
  it('reads a draft, with an empty field as 0', () => {
    expect(draftQuantity('7')).toBe(7);
    expect(draftQuantity('')).toBe(0);
  });
});

describe('stepQuantity', () => {
  it('steps within 1..max', () => {
    expect(stepQuantity('1', 1, 99)).toBe('2');
    expect(stepQuantity('99', 1, 99)).toBe('99');
    expect(stepQuantity('1', -1, 99)).toBe('1');
    expect(stepQuantity('', 1, 99)).toBe('1');
    expect(stepQuantity('3', 1, 3)).toBe('3');
  });
});
