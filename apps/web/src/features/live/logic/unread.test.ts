import { describe, expect, it } from 'vitest';
import { countArrival, markRead, NO_UNREAD } from '@/features/live/logic/unread';

const ME = 7;

describe('the unread chat counts', () => {
  it('counts a message for its sender while their conversation is closed', () => {
    const once = countArrival(NO_UNREAD, { from: 9 }, ME, null);
    const twice = countArrival(once, { from: 9 }, ME, 12);
    expect([...twice]).toEqual([[9, 2]]);
  });

  it('counts nothing from the open conversation, nor the user’s own messages from another tab', () => {
    expect(countArrival(NO_UNREAD, { from: 9 }, ME, 9)).toBe(NO_UNREAD);
    expect(countArrival(NO_UNREAD, { from: ME }, ME, null)).toBe(NO_UNREAD);
  });

  it('clears one partner’s count when their conversation is opened, keeping the others', () => {
    const unread = countArrival(
      countArrival(NO_UNREAD, { from: 9 }, ME, null),
      { from: 4 },
      ME,
      null,
    );
    expect([...markRead(unread, 9)]).toEqual([[4, 1]]);
    expect(markRead(NO_UNREAD, 9)).toBe(NO_UNREAD);
  });
});
