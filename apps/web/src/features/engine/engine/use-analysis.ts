import { useEffect, useState } from 'react';
import type { EngineInfo } from '@kingside/chess';
import type { UciEngine } from '@/features/engine/engine/uci-engine';

/** How deep an analysis goes before it stops by itself (plies). */
export const ANALYSIS_DEPTH = 22;
/** How often the shown lines follow the engine's output (it writes many lines a second). */
const REFRESH_MS = 250;

export type Analysis = {
  /** The latest line of each MultiPV slot, best first. */
  lines: EngineInfo[];
  depth: number;
  /** Whether the engine is still searching this position. */
  searching: boolean;
};

const IDLE: Analysis = { lines: [], depth: 0, searching: false };

/**
 * Analyses `fen` while `enabled`: a new position stops the search of the last one. The lines are
 * those the engine reported for this position only.
 */
export function useAnalysis(engine: UciEngine | null, fen: string, enabled: boolean): Analysis {
  const [analysis, setAnalysis] = useState<Analysis & { fen: string }>({ ...IDLE, fen });

  useEffect(() => {
    if (!engine || !enabled) return;
    const lines = new Map<number, EngineInfo>();
    let depth = 0;
    let dirty = false;
    const show = (searching: boolean) => {
      dirty = false;
      setAnalysis({
        fen,
        lines: [...lines.values()].sort((a, b) => a.multipv - b.multipv),
        depth,
        searching,
      });
    };
    const timer = window.setInterval(() => {
      if (dirty) show(true);
    }, REFRESH_MS);
    let live = true;
    engine
      .search({ fen, depth: ANALYSIS_DEPTH }, (info) => {
        if (info.pv.length === 0) return;
        lines.set(info.multipv, info);
        depth = Math.max(depth, info.depth);
        dirty = true;
      })
      .then((result) => {
        window.clearInterval(timer);
        if (live && result) show(false);
      })
      .catch(() => window.clearInterval(timer));
    return () => {
      live = false;
      window.clearInterval(timer);
      engine.stop();
    };
  }, [engine, fen, enabled]);

  if (!enabled || !engine) return IDLE;
  // Until the engine reports on a new position, nothing of the last one is shown.
  if (analysis.fen !== fen) return { ...IDLE, searching: true };
  return analysis;
}
