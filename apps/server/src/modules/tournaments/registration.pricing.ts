/** What a cart's entries cost: the fee rules applied to a tournament row, and each entry's line. */
import { ENTRY_MESSAGES, entryFee, entrySections, type EntryFee } from '@kingside/shared';
import { badRequest } from '../../lib/errors.js';
import type { CouponRow } from './coupons.repository.js';
import type { TournamentRow } from './tournaments.repository.js';

/** One entry of a `tournament` order, priced before the order is made. */
export type EntryLine = {
  tournamentName: string;
  name: string;
  section: string;
  /** How the fee was made ("early-bird fee", …), shown on the order and the receipt. */
  feeLabel: string;
  amountCents: number;
};

export const FEE_LABELS: Record<EntryFee['kind'], string> = {
  weekly: 'entry fee',
  earlyBird: 'early-bird fee',
  regular: 'regular fee',
  late: 'late fee',
};

/** A tournament row in the shape the pure rules take (a major event's fees only when it is one). */
export const rulesOf = (t: TournamentRow) => {
  const majorFees = t.majorEvent ? (t.majorFees ?? null) : null;
  return {
    id: t.id,
    majorEvent: t.majorEvent,
    entryFeesCents: t.entryFeesCents,
    clubEntryFeesCents: t.clubEntryFeesCents,
    majorFees,
    sections: t.sections,
  };
};

/** Sold out: the admin's flag, or no place left. */
export const isSoldOut = (t: TournamentRow, left: number | null) => t.soldout || left === 0;

export function priceEntry(
  t: TournamentRow,
  e: { section: string; playup: boolean },
  today: string,
  clubMember: boolean,
  coupon: CouponRow | null,
): EntryFee {
  return entryFee({
    tournament: rulesOf(t),
    section: e.section,
    today,
    clubMember,
    playUp: e.playup,
    coupon,
  });
}

/** 400 with each entry's unknown section (`entries.N.section`), before anything is priced. */
export function checkSections(t: TournamentRow, entries: { section: string }[]) {
  const sections = entrySections(rulesOf(t));
  const fieldErrors: Record<string, string[]> = {};
  entries.forEach((e, i) => {
    if (!sections.includes(e.section))
      fieldErrors[`entries.${i}.section`] = [ENTRY_MESSAGES.unknownSection];
  });
  return fieldErrors;
}

export const invalid = (fieldErrors: Record<string, string[]>) =>
  badRequest('VALIDATION_ERROR', Object.values(fieldErrors)[0]![0]!, fieldErrors);
