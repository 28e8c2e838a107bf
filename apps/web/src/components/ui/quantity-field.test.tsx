import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityField } from './quantity-field';

function Harness({ min = 0, max = 99 }: { min?: number; max?: number }) {
  const [value, setValue] = useState('1');
  return (
    <>
      <QuantityField
        itemName="Healing Potion"
        value={value}
        onChange={setValue}
        min={min}
        max={max}
      />
      <output aria-label="draft">{value}</output>
    </>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>('Quantity of Healing Potion');
const type = (value: string) => fireEvent.change(input(), { target: { value } });

describe('QuantityField', () => {
  it('is a labelled number field with the given bounds, starting at 1', () => {
    render(<Harness />);
    expect(input().type).toBe('number');
    expect(input().min).toBe('0');
    expect(input().max).toBe('99');
    expect(input().value).toBe('1');
  });

  it('clamps typing as spec §5 says: over the max to the max, under 1 to 1', () => {
    render(<Harness />);
    type('150');
    expect(input().value).toBe('99');
    type('0');
    expect(input().value).toBe('1');
    type('-3');
    expect(input().value).toBe('1');
    type('42');
    expect(input().value).toBe('42');
  });

  it('lets the player clear the field to type afresh', () => {
    render(<Harness />);
    type('');
    expect(input().value).toBe('');
    expect(screen.getByLabelText('draft').textContent).toBe('');
  });

  it('steps with − and + within 1..max', () => {
    render(<Harness max={3} />);
    const more = screen.getByRole('button', { name: 'One more Healing Potion' });
    const fewer = screen.getByRole('button', { name: 'One fewer Healing Potion' });
    fireEvent.click(fewer);
    expect(input().value).toBe('1');
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(more);
    expect(input().value).toBe('3');
    fireEvent.click(fewer);
    expect(input().value).toBe('2');
  });
});
