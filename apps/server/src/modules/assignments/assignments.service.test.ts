import { describe, expect, it } from 'vitest';
import { classTimeLabels } from './assignments.assign.service.js';
import { progressCellText } from './assignments.progress.service.js';
import { nextIncomplete } from './assignments.solving.service.js';

describe('nextIncomplete (Next on the assignment page)', () => {
  // The incomplete list's order: due date (none last), then id.
  const list = [
    { assignmentId: 7, dueDate: '2026-11-20' },
    { assignmentId: 3, dueDate: '2026-11-27' },
    { assignmentId: 2, dueDate: null },
    { assignmentId: 9, dueDate: null },
  ];

  it.each([
    [7, '2026-11-20', 3],
    [3, '2026-11-27', 2],
    [2, null, 9],
    // The last wraps round to the first.
    [9, null, 7],
    // A completed assignment is not in the list: the next is the first after its place.
    [5, '2026-11-21', 3],
    [1, null, 2],
    [12, null, 7],
  ])('after %i (due %s) comes %i', (assignmentId, dueDate, next) => {
    expect(nextIncomplete(list, { assignmentId, dueDate })).toBe(next);
  });

  it('is never the assignment itself, and null when there is no other', () => {
    expect(
      nextIncomplete([{ assignmentId: 4, dueDate: null }], { assignmentId: 4, dueDate: null }),
    ).toBeNull();
    expect(nextIncomplete([], { assignmentId: 4, dueDate: null })).toBeNull();
  });
});

describe('classTimeLabels', () => {
  it('splits on commas, trims, and drops blanks and repeats in any letter case', () => {
    expect(classTimeLabels(' Saturday 10:00 AM ,, saturday 10:00 am,Tuesday 5:30 PM ')).toEqual([
      'Saturday 10:00 AM',
      'Tuesday 5:30 PM',
    ]);
    expect(classTimeLabels(null)).toEqual([]);
  });
});

describe('progressCellText (the progress CSV)', () => {
  const cell = {
    assignmentId: 2,
    completed: false,
    modifiedDate: null as string | null,
    attemptCount: 0,
    dueDate: null as string | null,
    overdue: false,
  };

  it('says done with the club-local date and attempts, overdue, not yet, or nothing', () => {
    // 03:30 UTC on the 21st is still the 20th in Chicago.
    const done = { ...cell, completed: true, modifiedDate: '2026-11-21T03:30:00.000Z' };
    expect(progressCellText({ ...done, attemptCount: 1 }, 'America/Chicago')).toBe(
      'done 2026-11-20 (1 attempt)',
    );
    expect(progressCellText({ ...done, attemptCount: 3 }, 'America/Chicago')).toBe(
      'done 2026-11-20 (3 attempts)',
    );
    expect(progressCellText({ ...cell, dueDate: '2026-11-24', overdue: true }, 'UTC')).toBe(
      'overdue',
    );
    expect(progressCellText({ ...cell, dueDate: '2026-11-25' }, 'UTC')).toBe('not yet');
    expect(progressCellText(undefined, 'UTC')).toBe('');
  });
});
