import { useCallback, useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import type { LiveServerEvents } from '@kingside/shared';
import {
  acquireLiveSocket,
  liveConnection,
  releaseLiveSocket,
  subscribeToLiveConnection,
  type LiveConnection,
} from '@/features/live/socket/live-socket';

/** The live connection, kept open while the calling page is mounted. */
export function useLiveConnection(): LiveConnection {
  useEffect(() => {
    acquireLiveSocket();
    return releaseLiveSocket;
  }, []);
  return useSyncExternalStore(subscribeToLiveConnection, liveConnection);
}

/** Calls `handler` for each `event` the server sends while the calling component is mounted. */
export function useLiveEvent<E extends keyof LiveServerEvents>(
  connection: LiveConnection,
  event: E,
  handler: LiveServerEvents[E],
): void {
  const onEvent = useEffectEvent((...args: Parameters<LiveServerEvents[E]>) =>
    (handler as (...a: Parameters<LiveServerEvents[E]>) => void)(...args),
  );
  const { socket } = connection;
  useEffect(() => {
    if (!socket) return;
    const listener = (...args: Parameters<LiveServerEvents[E]>) => onEvent(...args);
    // socket.io types on() per event name; the generic event cannot be narrowed here.
    const on = socket.on.bind(socket) as (name: E, fn: typeof listener) => void;
    const off = socket.off.bind(socket) as (name: E, fn: typeof listener) => void;
    on(event, listener);
    return () => off(event, listener);
  }, [socket, event]);
}

/**
 * Calls `handler` on every connect of the socket, the first and each reconnect (a page joins its
 * game room and refetches then), and at once when it is already connected.
 */
export function useOnLiveConnect(connection: LiveConnection, handler: () => void): void {
  const onConnect = useEffectEvent(handler);
  const { socket } = connection;
  useEffect(() => {
    if (!socket) return;
    const listener = () => onConnect();
    socket.on('connect', listener);
    if (socket.connected) listener();
    return () => {
      socket.off('connect', listener);
    };
  }, [socket]);
}

/** Calls `handler` each time the socket disconnects. */
export function useOnLiveDisconnect(connection: LiveConnection, handler: () => void): void {
  const onDisconnect = useEffectEvent(handler);
  const { socket } = connection;
  useEffect(() => {
    if (!socket) return;
    const listener = () => onDisconnect();
    socket.on('disconnect', listener);
    return () => {
      socket.off('disconnect', listener);
    };
  }, [socket]);
}

/**
 * `later(key, ms, run)` runs `run` in `ms` unless a call under `key` is already waiting (then it
 * does nothing: the waiting one will do); whatever waits is dropped when the component unmounts.
 */
export function useLaterOnce(): (key: string, ms: number, run: () => void) => void {
  const waiting = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = waiting.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);
  return useCallback((key, ms, run) => {
    const timers = waiting.current;
    if (timers.has(key)) return;
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key);
        run();
      }, ms),
    );
  }, []);
}
