import type * as ChessJs from 'chess.js';
import { useLiveStore } from '@/lib/app-live';

/**
 * chess.js (about 12 KB gzipped) loads in its own chunk, started when a board's code is first
 * evaluated, so a board page draws its position without waiting for the rules
 * (docs/decisions/0025). Until it arrives (one request, usually before anyone can touch the
 * board) the game functions answer as for a position that cannot be played, and boards that
 * call `useChessLib` draw again once it is there.
 */
let lib: typeof ChessJs | null = null;
const listeners = new Set<() => void>();

/** Resolves with chess.js once it is loaded. */
export const chessLibReady: Promise<typeof ChessJs> = import('chess.js').then((module) => {
  lib = module;
  for (const listener of listeners) listener();
  listeners.clear();
  return module;
});

/** chess.js, or null while it is still loading. */
export function chessLib(): typeof ChessJs | null {
  return lib;
}

const subscribe = (listener: () => void) => {
  if (!lib) listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether chess.js has loaded; the component renders again when it does. A page rendered on the
 * server renders as before it has (docs/decisions/0058), and so does the browser's first render.
 */
export function useChessLib(): boolean {
  return useLiveStore(
    subscribe,
    () => lib !== null,
    () => false,
  );
}
