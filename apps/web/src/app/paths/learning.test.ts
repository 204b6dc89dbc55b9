import { describe, expect, it } from 'vitest';
import { ALL_PATHS } from '@/app/paths/signed-in';

/** Spec 1 §5: "A LEARN menu for logged-in users: …", in its order. */
const SPEC_LEARN = [
  'Assignments',
  'Puzzles',
  'End Game Training',
  'Student Corner',
  'Studies',
  'My Games',
  'Play Live',
  'Attendance',
  'Pay By Credit Card',
];

/** The pages LEARN lists beyond the spec's, which no other menu links (docs/decisions/0063). */
const EXTRA_LEARN = ['Play Stockfish', 'Analysis (Fritz)', 'Analysis Board', 'Openings'];

const learnLabels = ALL_PATHS.flatMap((entry) =>
  (entry.menus ?? []).filter((m) => m.menu === 'learn').map((m) => m.label),
);

describe('the LEARN menu', () => {
  it("lists the spec's items with its labels, in its order", () => {
    expect(learnLabels.filter((label) => SPEC_LEARN.includes(label))).toEqual(SPEC_LEARN);
  });

  it('lists only the four pages its decision record adds besides them', () => {
    expect(learnLabels.filter((label) => !SPEC_LEARN.includes(label))).toEqual(EXTRA_LEARN);
  });

  it('lists pages that open, each of them once', () => {
    const entries = ALL_PATHS.filter((entry) => entry.menus?.some((m) => m.menu === 'learn'));
    expect(entries.every((entry) => entry.page !== undefined)).toBe(true);
    expect(new Set(learnLabels).size).toBe(learnLabels.length);
  });
});
