import { useEffect, useState } from 'react';
import type { UciEngine } from '@/features/engine/engine/uci-engine';

export type EngineState =
  | { status: 'loading'; engine: null }
  | { status: 'ready'; engine: UciEngine }
  | { status: 'error'; engine: null; message: string };

/** What starts an engine; tests pass one that answers a fake. */
export type EngineFactory = () => Promise<UciEngine>;

/** The real engine: Stockfish in a worker, its code imported only when a page asks for it. */
export const startBrowserEngine: EngineFactory = async () => {
  const { startStockfish } = await import('@/features/engine/engine/stockfish');
  return startStockfish();
};

const FAILED = 'The engine could not start in this browser. Reload the page to try again.';

/**
 * Starts an engine for the page's lifetime and ends its worker when the page goes.
 * `options` are UCI options set once at start (e.g. `{ MultiPV: 3 }`).
 */
export function useEngine(
  options: Record<string, string | number> = {},
  factory: EngineFactory = startBrowserEngine,
): EngineState {
  const [state, setState] = useState<EngineState>({ status: 'loading', engine: null });
  // Options and factory are read once: the worker lives as long as the page.
  const [initial] = useState(() => ({ options, factory }));

  useEffect(() => {
    let engine: UciEngine | null = null;
    let gone = false;
    const fail = () => {
      if (!gone) setState({ status: 'error', engine: null, message: FAILED });
    };
    initial
      .factory()
      .then(async (started) => {
        engine = started;
        if (gone) {
          started.terminate();
          return;
        }
        started.onFailure(fail);
        await started.init(initial.options);
        if (!gone) setState({ status: 'ready', engine: started });
      })
      .catch(fail);
    return () => {
      gone = true;
      engine?.terminate();
    };
  }, [initial]);

  return state;
}
