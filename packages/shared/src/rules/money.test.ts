import { describe, expect, it } from 'vitest';
import {
  campPriceOn,
  centsToDecimal,
  decimalToCents,
  formatCents,
  luhnValid,
  normalizeExpiration,
  spreadDiscount,
} from './money.js';

describe('money rules', () => {
  it.each([
    [0, '0.00', '$0.00'],
    [5, '0.05', '$0.05'],
    [37500, '375.00', '$375.00'],
    [123456, '1234.56', '$1,234.56'],
  ])('%i cents is %s and %s', (cents, decimal, display) => {
    expect(centsToDecimal(cents)).toBe(decimal);
    expect(formatCents(cents)).toBe(display);
  });

  it.each([
    [9000, '$90'],
    [2500, '$25'],
    [9050, '$90.50'],
    [0, '$0'],
    [123456, '$1,234.56'],
    [-9000, '-$90'],
  ])('shows %i cents in a price list as %s', (cents, expected) => {
    expect(formatCents(cents, { omitZeroCents: true })).toBe(expected);
  });

  it.each([
    ['375', 37500],
    ['375.5', 37550],
    ['$1,375.50', 137550],
    ['0.01', 1],
    ['1.234', null],
    ['-5', null],
    ['abc', null],
    ['', null],
  ])('reads %j as %j cents', (text, cents) => {
    expect(decimalToCents(text)).toBe(cents);
  });

  const week = { priceCents: 40000, earlyBirdPriceCents: 37500, earlyBirdDeadline: '2027-05-15' };
  it.each([
    ['2027-05-14', 37500, true],
    ['2027-05-15', 37500, true],
    ['2027-05-16', 40000, false],
  ])('a camp week booked on %s costs %i cents (early bird %s)', (today, cents, early) => {
    expect(campPriceOn(week, today)).toEqual({ priceCents: cents, earlyBird: early });
  });

  it('has no early bird without a deadline', () => {
    expect(campPriceOn({ ...week, earlyBirdDeadline: null }, '2020-01-01').priceCents).toBe(40000);
  });

  it.each([
    ['4111111111111111', true],
    ['4007000000027', true],
    ['5424000000000015', true],
    ['370000000000002', true],
    ['4111111111111112', false],
    ['41111', false],
  ])('Luhn %s is %s', (n, ok) => expect(luhnValid(n)).toBe(ok));

  it.each([
    ['12/30', '2030-12'],
    ['1/2031', '2031-01'],
    ['1230', '2030-12'],
    ['2030-12', '2030-12'],
    ['13/30', null],
    ['01/20', null],
    ['soon', null],
  ])('expiration %s is %s', (text, ym) => expect(normalizeExpiration(text, '2026-11-23')).toBe(ym));
});

describe('spreadDiscount', () => {
  it.each([
    ['nothing off', [30000, 20000], 0, [0, 0]],
    ['in proportion', [30000, 10000], 4000, [3000, 1000]],
    ['equal lines, odd cents to the first', [100, 100, 100], 100, [34, 33, 33]],
    ['the largest remainder gets the cent', [100, 200], 100, [33, 67]],
    ['never more than the cart', [500, 700], 5000, [500, 700]],
    ['a free line takes no share', [0, 1000], 300, [0, 300]],
    ['one line takes it all', [2500], 1000, [1000]],
  ])('%s: %j less %i → %j', (_label, amounts, discount, shares) => {
    const got = spreadDiscount(amounts, discount);
    expect(got).toEqual(shares);
    expect(got.reduce((s, x) => s + x, 0)).toBe(
      Math.min(
        discount,
        amounts.reduce((s, a) => s + a, 0),
      ),
    );
  });
});
