import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenownName } from './renown-name';

describe('RenownName', () => {
  it('the name alone before any ascension, title or frame', () => {
    const { container } = render(
      <RenownName name="vesper" renown={{ ascensions: 0, title: null, frame: null }} frameSwatch />,
    );
    expect(container.textContent).toBe('vesper');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('the title after the name, the ascensions badge and, on a board, the frame’s swatch', () => {
    const { container } = render(
      <RenownName
        name="vesper"
        renown={{ ascensions: 2, title: 'Twice-Born', frame: 'gold-frame' }}
        frameSwatch
      />,
    );
    expect(container.textContent).toBe('vesper, Twice-Born✦2');
    expect(screen.getByRole('img', { name: '2 ascensions' })).toBeDefined();
    const swatch = screen.getByRole('img', { name: 'Gold Frame' });
    expect(swatch.getAttribute('data-frame')).toBe('gold-frame');
  });

  it('an unknown frame id draws no swatch; one ascension reads in the singular', () => {
    render(
      <RenownName
        name="ilse"
        renown={{ ascensions: 1, title: null, frame: 'no-such' }}
        frameSwatch
      />,
    );
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('aria-label'))).toEqual([
      '1 ascension',
    ]);
  });
});
