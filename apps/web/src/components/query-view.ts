import type { ReactNode } from 'react';
import type { FetchStatus } from '@tanstack/react-query';

/** The part of a TanStack Query result that decides what a page region shows. */
export type QueryLike<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  /** `idle` with no data: a query that is not enabled yet (nothing to load, so no spinner). */
  fetchStatus?: FetchStatus;
};

/**
 * What a region fed by a query shows: nothing while the query waits to be enabled, a spinner until
 * the first data, the error when there is no data to show, the empty message, or the data. A failed
 * refetch keeps the last data on screen under its error (`staleError`).
 */
export type QueryView<T> =
  | { state: 'waiting' }
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  | { state: 'empty'; staleError: unknown }
  | { state: 'ready'; data: T; staleError: unknown };

/** What `QueryState` and `PlainQueryState` take: a query and what to show for each of its states. */
export type QueryStateProps<T> = {
  /** A TanStack Query result, or several joined by `allQueries`. */
  query: QueryLike<T>;
  /** Names the loading indicator for screen readers ("Loading the study"). */
  label: string;
  /** The sentence shown instead of `children` when the data is empty: what there is, or what to do. */
  empty?: ReactNode;
  /** When the data counts as empty (with `empty`); by default, an empty list. */
  isEmpty?: (data: T) => boolean;
  /** The region itself, from the loaded data. */
  children: (data: T) => ReactNode;
};

/** An empty list: what `empty` means unless a region says otherwise (`isEmpty`). */
export function isEmptyList(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

/** Decides which of loading, error, empty or data a query's region shows (see `QueryView`). */
export function queryView<T>(query: QueryLike<T>, isEmpty?: (data: T) => boolean): QueryView<T> {
  if (query.data === undefined) {
    if (query.isError) return { state: 'failed', error: query.error };
    return { state: query.fetchStatus === 'idle' ? 'waiting' : 'loading' };
  }
  const staleError = query.isError ? query.error : null;
  if (isEmpty?.(query.data)) return { state: 'empty', staleError };
  return { state: 'ready', data: query.data, staleError };
}

/**
 * Several queries as one, for a region that needs them all: its data is every query's data (in
 * order) once all have loaded; the first failure is its error.
 */
export function allQueries<T extends readonly unknown[]>(
  ...queries: { [K in keyof T]: QueryLike<T[K]> }
): QueryLike<T> {
  const failed = queries.find((query) => query.isError && query.data === undefined);
  const loaded = queries.every((query) => query.data !== undefined);
  return {
    data: loaded ? (queries.map((query) => query.data) as unknown as T) : undefined,
    error: failed?.error ?? null,
    isError: failed !== undefined,
    fetchStatus: queries.some((query) => query.data === undefined && query.fetchStatus === 'idle')
      ? 'idle'
      : 'fetching',
  };
}
