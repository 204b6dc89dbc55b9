import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * The id of the request (or live socket, or job) whose work is running, so that what it starts
 * elsewhere is logged under the same id (docs/architecture.md, "Request path"): a job queued while
 * a request is handled keeps that request's id, and its log lines carry it.
 */
const requestIds = new AsyncLocalStorage<string>();

/** The id of the request whose work is running here, or null (a timer, start-up). */
export const currentRequestId = (): string | null => requestIds.getStore() ?? null;

/** Runs `work` as part of request `id`. */
export const withRequestId = <T>(id: string, work: () => T): T => requestIds.run(id, work);

/** A request id a client or proxy sent (X-Request-Id): kept only when it is short and plain. */
export const acceptedRequestId = (value: unknown): string | null =>
  typeof value === 'string' && /^[\w.:-]{1,100}$/.test(value) ? value : null;
