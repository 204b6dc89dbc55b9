import { describe, expect, it } from 'vitest';
import {
  acknowledge,
  disconnected,
  enqueue,
  markUnanswered,
  refuse,
  resend,
  type PendingQueue,
} from '@/features/live/logic/pending-messages';

const hello = { clientId: 'c-1', to: 9, text: 'Hello' };
const again = { clientId: 'c-2', to: 9, text: 'Still there?' };

describe('the pending chat messages', () => {
  it('keeps a sent message until the server acknowledges it', () => {
    const queue = enqueue([], hello);
    expect(queue).toEqual([{ ...hello, state: 'sending', problem: null }]);
    expect(acknowledge(queue, 'c-1')).toEqual([]);
  });

  it('resends what was in flight at a disconnect, with the same clientId, at the next connect', () => {
    const queue = disconnected(enqueue(enqueue([], hello), again));
    expect(queue.map((m) => m.state)).toEqual(['waiting', 'waiting']);

    const { queue: after, toSend } = resend(queue);
    expect(toSend.map((m) => m.clientId)).toEqual(['c-1', 'c-2']);
    expect(toSend.map((m) => m.text)).toEqual(['Hello', 'Still there?']);
    expect(after.map((m) => m.state)).toEqual(['sending', 'sending']);
  });

  it('resends a message whose acknowledgement timed out', () => {
    const queue = markUnanswered(enqueue([], hello), 'c-1');
    expect(queue[0]?.state).toBe('waiting');
    expect(resend(queue).toSend.map((m) => m.clientId)).toEqual(['c-1']);
  });

  it('never resends a refused message and keeps why it was refused', () => {
    const queue: PendingQueue = refuse(enqueue(enqueue([], hello), again), 'c-1', 'Too fast.');
    expect(queue[0]).toMatchObject({ state: 'refused', problem: 'Too fast.' });
    const { queue: after, toSend } = resend(disconnected(queue));
    expect(toSend.map((m) => m.clientId)).toEqual(['c-2']);
    expect(after[0]).toMatchObject({ state: 'refused', problem: 'Too fast.' });
  });

  it('does not mark a refused message as unanswered when its timeout fires later', () => {
    const queue = markUnanswered(refuse(enqueue([], hello), 'c-1', 'No.'), 'c-1');
    expect(queue[0]?.state).toBe('refused');
  });
});
