/** Money rules: amounts are integer cents everywhere; dollars only at the edges (display, gateways). */

/** 37500 → "375.00" (what gateways expect). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An amount for people: 37500 → "$375.00", 123456 → "$1,234.56". Price lists pass
 * `{ omitZeroCents: true }` to show whole dollars without cents: 9000 → "$90", 9050 → "$90.50".
 */
export function formatCents(cents: number, { omitZeroCents = false } = {}): string {
  const [whole = '0', part = '00'] = centsToDecimal(Math.abs(cents)).split('.');
  // Thousands grouped by hand: toLocaleString makes a number formatter on every call.
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const dollars = `${cents < 0 ? '-' : ''}$${grouped}`;
  return omitZeroCents && part === '00' ? dollars : `${dollars}.${part}`;
}

/** "375", "375.5", "$1,375.50" → cents; anything else (or more than 2 decimals) → null. */
export function decimalToCents(text: string): number | null {
  const t = text.trim().replace(/^\$/, '').replace(/,/g, '');
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/**
 * A discount on a whole cart shared out over its lines in proportion to their amounts, so each
 * line (a registration) records what it cost: shares are whole cents, the leftover cents go to
 * the lines with the largest remainders (the first on a tie), no share exceeds its line, and the
 * shares add up to the discount (at most the cart's total).
 */
export function spreadDiscount(amountsCents: readonly number[], discountCents: number): number[] {
  const total = amountsCents.reduce((s, a) => s + Math.max(0, a), 0);
  const discount = Math.max(0, Math.min(Math.trunc(discountCents), total));
  if (discount === 0) return amountsCents.map(() => 0);
  const exact = amountsCents.map((a) => (Math.max(0, a) * discount) / total);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((s, x) => s + x, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, r: x - Math.floor(x) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    if (shares[i]! < Math.max(0, amountsCents[i]!)) {
      shares[i] = shares[i]! + 1;
      left -= 1;
    }
  }
  return shares;
}

export type CampPricing = {
  priceCents: number;
  earlyBirdPriceCents: number | null;
  /** Last day of the early-bird price, YYYY-MM-DD, in the club's time zone. */
  earlyBirdDeadline: string | null;
};

/** The price of one camp week and slot on `today` (YYYY-MM-DD): early bird up to and including its deadline. */
export function campPriceOn(
  event: CampPricing,
  today: string,
): { priceCents: number; earlyBird: boolean } {
  const earlyBird =
    event.earlyBirdPriceCents !== null &&
    event.earlyBirdDeadline !== null &&
    today <= event.earlyBirdDeadline;
  return earlyBird
    ? { priceCents: event.earlyBirdPriceCents as number, earlyBird: true }
    : { priceCents: event.priceCents, earlyBird: false };
}

/** A card number as the card form takes it, spaces and dashes removed: 13 to 19 digits. */
export const CARD_NUMBER_PATTERN = /^\d{13,19}$/;

/** Luhn check digit test for a card number (CARD_NUMBER_PATTERN). */
export function luhnValid(digits: string): boolean {
  if (!CARD_NUMBER_PATTERN.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * "12/30", "1230", "2030-12" → "2030-12" (the gateway's YYYY-MM); null when malformed or the month
 * has passed on `today` (YYYY-MM-DD).
 */
export function normalizeExpiration(text: string, today: string): string | null {
  const t = text.trim();
  let year: number;
  let month: number;
  let m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(t) ?? /^(\d{2})(\d{2})$/.exec(t);
  if (m) {
    month = Number(m[1]);
    year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  } else if ((m = /^(\d{4})-(\d{2})$/.exec(t))) {
    year = Number(m[1]);
    month = Number(m[2]);
  } else return null;
  if (month < 1 || month > 12) return null;
  const ym = `${year}-${String(month).padStart(2, '0')}`;
  return ym < today.slice(0, 7) ? null : ym;
}
