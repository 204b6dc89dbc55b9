import { useCallback, useRef, useState } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ChatHistory, ChatMessage } from '@kingside/shared';
import { liveKeys } from '@/features/live/api/live-api';
import {
  acknowledge,
  discard,
  disconnected,
  enqueue,
  markUnanswered,
  refuse,
  resend,
  type PendingMessage,
  type PendingQueue,
} from '@/features/live/logic/pending-messages';
import {
  countArrival,
  markRead as markReadIn,
  NO_UNREAD,
  type UnreadCounts,
} from '@/features/live/logic/unread';
import { emitLive, type LiveConnection } from '@/features/live/socket/live-socket';
import {
  useLiveEvent,
  useOnLiveConnect,
  useOnLiveDisconnect,
} from '@/features/live/socket/use-live';

/** How long "… is typing" shows after the last typing signal, in milliseconds. */
export const TYPING_SHOWN_MS = 3_000;
/** The least time between two typing signals this tab sends, in milliseconds. */
export const TYPING_EVERY_MS = 2_000;

/** Adds a message to the cached newest page of its conversation, once. */
function addToHistory(
  data: InfiniteData<ChatHistory, number | undefined> | undefined,
  message: ChatMessage,
): InfiniteData<ChatHistory, number | undefined> | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest) return data;
  if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
  return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
}

/**
 * Private chat over the live socket for the whole lobby: messages to send (kept until acked and
 * resent with the same clientId after a reconnect), messages arriving (counted unread per partner
 * while their conversation is not the open one, `openId`), and who is typing.
 */
export function useChat(connection: LiveConnection, myId: number, openId: number | null) {
  const { socket } = connection;
  const queryClient = useQueryClient();
  // The queue is read by socket callbacks (resend at a connect) and drawn: a ref holds the truth,
  // state redraws.
  const queueRef = useRef<PendingQueue>([]);
  const [queue, setQueueState] = useState<PendingQueue>([]);
  const setQueue = (change: (queue: PendingQueue) => PendingQueue) => {
    queueRef.current = change(queueRef.current);
    setQueueState(queueRef.current);
  };
  const [typingFrom, setTypingFrom] = useState<number | null>(null);
  const [unread, setUnread] = useState<UnreadCounts>(NO_UNREAD);
  // Stable, so the online grid's columns (which open a chat) keep their identity.
  const markRead = useCallback(
    (partnerId: number) => setUnread((counts) => markReadIn(counts, partnerId)),
    [],
  );
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastTypingSent = useRef(0);

  const received = (message: ChatMessage) => {
    const partner = message.from === myId ? message.to : message.from;
    queryClient.setQueryData<InfiniteData<ChatHistory, number | undefined>>(
      liveKeys.messages(partner),
      (data) => addToHistory(data, message),
    );
  };

  const deliver = async (message: Pick<PendingMessage, 'clientId' | 'to' | 'text'>) => {
    if (!socket) return;
    const ack = await emitLive(socket, 'chat:send', message);
    if (ack.ok) {
      // The acknowledgement is the stored message: the server sends chat:message to the other tabs.
      received(ack.data);
      setQueue((q) => acknowledge(q, message.clientId));
      void queryClient.invalidateQueries({ queryKey: liveKeys.conversations });
    } else if (ack.code === 'TIMEOUT') {
      setQueue((q) => markUnanswered(q, message.clientId));
    } else {
      setQueue((q) => refuse(q, message.clientId, ack.message));
    }
  };

  useLiveEvent(connection, 'chat:message', (message) => {
    received(message);
    setUnread((counts) => countArrival(counts, message, myId, openId));
    if (message.from !== myId && typingFrom === message.from) setTypingFrom(null);
    void queryClient.invalidateQueries({ queryKey: liveKeys.conversations });
  });
  useLiveEvent(connection, 'chat:typing', ({ from }) => {
    setTypingFrom(from);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => setTypingFrom(null), TYPING_SHOWN_MS);
  });
  useOnLiveDisconnect(connection, () => setQueue(disconnected));
  useOnLiveConnect(connection, () => {
    // At every connect: resend what was not acknowledged, with the same clientIds (the lobby
    // reads the history again after a reconnect).
    const { queue: next, toSend } = resend(queueRef.current);
    setQueue(() => next);
    for (const message of toSend) void deliver(message);
  });

  return {
    /** Messages not yet stored by the server, to every partner. */
    queue,
    /** The member typing to the user just now, by id. */
    typingFrom,
    /** Messages that arrived while their conversation was closed, per partner. */
    unread,
    /** The conversation with `partnerId` was opened: clears their unread count. */
    markRead,
    send: (to: number, text: string) => {
      const message = { clientId: crypto.randomUUID(), to, text };
      setQueue((q) => enqueue(q, message));
      if (socket?.connected) void deliver(message);
      else setQueue((q) => disconnected(q));
    },
    /** Tells `to` the user is typing, at most every TYPING_EVERY_MS. */
    typing: (to: number) => {
      const now = Date.now();
      if (!socket?.connected || now - lastTypingSent.current < TYPING_EVERY_MS) return;
      lastTypingSent.current = now;
      socket.emit('chat:typing', { to });
    },
    dismiss: (clientId: string) => setQueue((q) => discard(q, clientId)),
  };
}
