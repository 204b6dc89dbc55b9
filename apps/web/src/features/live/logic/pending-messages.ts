/**
 * The chat messages this tab sent that the server has not acknowledged yet. A message keeps its
 * clientId for life: resent after a reconnect, the server recognises it and answers with the
 * message it already stored instead of storing a copy. Pure: the chat panel keeps the queue in
 * state and runs these on each event.
 */

/**
 * `sending`: emitted, awaiting the acknowledgement; `waiting`: no answer (the connection dropped
 * or the server was slow), sent again at the next connect; `refused`: the server said why not.
 */
export type PendingState = 'sending' | 'waiting' | 'refused';

export type PendingMessage = {
  clientId: string;
  /** The recipient's user id. */
  to: number;
  text: string;
  state: PendingState;
  /** Why the server refused it (a sentence for the user); null unless refused. */
  problem: string | null;
};

export type PendingQueue = readonly PendingMessage[];

/** The queue with a new message being sent. */
export function enqueue(
  queue: PendingQueue,
  message: { clientId: string; to: number; text: string },
): PendingQueue {
  return [...queue, { ...message, state: 'sending', problem: null }];
}

/** The queue without the message the server stored. */
export function acknowledge(queue: PendingQueue, clientId: string): PendingQueue {
  return queue.filter((message) => message.clientId !== clientId);
}

/** The queue with the message refused for `problem`; it is not sent again. */
export function refuse(queue: PendingQueue, clientId: string, problem: string): PendingQueue {
  return queue.map((message) =>
    message.clientId === clientId ? { ...message, state: 'refused', problem } : message,
  );
}

/** The queue with the message left unanswered, to send again at the next connect. */
export function markUnanswered(queue: PendingQueue, clientId: string): PendingQueue {
  return queue.map((message) =>
    message.clientId === clientId && message.state === 'sending'
      ? { ...message, state: 'waiting' }
      : message,
  );
}

/** After a disconnect: every message still in flight waits for the next connect. */
export function disconnected(queue: PendingQueue): PendingQueue {
  return queue.map((message) =>
    message.state === 'sending' ? { ...message, state: 'waiting' } : message,
  );
}

/**
 * At a (re)connect: the messages to send again, with their clientIds unchanged, and the queue
 * with them marked as sending.
 */
export function resend(queue: PendingQueue): { queue: PendingQueue; toSend: PendingMessage[] } {
  const toSend = queue.filter((message) => message.state !== 'refused');
  return {
    queue: queue.map((message) =>
      message.state === 'refused' ? message : { ...message, state: 'sending' },
    ),
    toSend: toSend.map((message) => ({ ...message, state: 'sending' })),
  };
}

/** The queue without a message the user dismissed. */
export const discard = acknowledge;
