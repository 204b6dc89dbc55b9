import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, avatarColour, initialsOf } from '@/lib/avatar';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('initials avatars', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Magnus Carlsen')).toBe('MC');
    expect(initialsOf('  judit  polgar ')).toBe('JP');
    expect(initialsOf('Anna Maria Muzychuk')).toBe('AM');
    expect(initialsOf('Hou')).toBe('H');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    expect(initialsOf('')).toBe('?');
  });

  it('gives one name one colour, and different names different colours', () => {
    expect(avatarColour('Magnus Carlsen')).toBe(avatarColour(' magnus carlsen'));
    const names = [
      'Anna Rudolf',
      'Boris Gelfand',
      'Carlos Torre',
      'Dana Reizniece',
      'Emil Sutovsky',
    ];
    expect(new Set(names.map(avatarColour)).size).toBeGreaterThan(2);
  });

  it('keeps white initials readable on every colour (contrast 4.5:1 or more)', () => {
    for (const colour of AVATAR_COLOURS) {
      expect(1.05 / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
