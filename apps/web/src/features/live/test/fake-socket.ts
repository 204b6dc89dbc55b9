import type { LiveAck, LiveClientEvents, LiveServerEvents } from '@kingside/shared';
import type { LiveSocket } from '@/features/live/socket/live-socket';

type Listener = (...args: never[]) => void;
type AckHandler = (data: unknown) => LiveAck<unknown>;

/**
 * A stand-in for the socket.io connection (the live server is outside the page under test):
 * tests connect it, push server events, and answer emits with `answer`.
 */
export class FakeSocket {
  connected = false;
  readonly listeners = new Map<string, Set<Listener>>();
  /** Every emit, in order: event name and payload. */
  readonly sent: { event: string; data: unknown }[] = [];
  readonly answers = new Map<string, AckHandler>();

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  removeAllListeners() {
    this.listeners.clear();
    return this;
  }

  emit(event: string, data: unknown) {
    this.sent.push({ event, data });
    return this;
  }

  timeout() {
    return {
      emitWithAck: async (event: string, data: unknown) => {
        this.sent.push({ event, data });
        const answer = this.answers.get(event);
        if (!answer) throw new Error('operation has timed out');
        return answer(data);
      },
    };
  }

  disconnect() {
    this.drop();
    return this;
  }

  /** Answers every later `event` emit with `handler`'s acknowledgement. */
  answer<E extends keyof LiveClientEvents>(
    event: E,
    handler: (data: Parameters<LiveClientEvents[E]>[0]) => LiveAck<unknown>,
  ) {
    this.answers.set(event, handler as AckHandler);
  }

  /** The server accepts the connection (also after a drop: a reconnect). */
  connect() {
    this.connected = true;
    this.fire('connect');
  }

  /** The server's handshake refuses the connection with `message` (socket.io's connect_error). */
  refuse(message: string) {
    this.connected = false;
    this.fire('connect_error', new Error(message));
  }

  /** The connection drops. */
  drop() {
    if (!this.connected) return;
    this.connected = false;
    this.fire('disconnect');
  }

  /** The server sends an event. */
  push<E extends keyof LiveServerEvents>(event: E, ...args: Parameters<LiveServerEvents[E]>) {
    this.fire(event, ...args);
  }

  /** The payloads emitted as `event`. */
  emitted(event: string): unknown[] {
    return this.sent.filter((entry) => entry.event === event).map((entry) => entry.data);
  }

  private fire(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      (listener as (...a: unknown[]) => void)(...args);
    }
  }

  asSocket(): LiveSocket {
    return this as unknown as LiveSocket;
  }
}
