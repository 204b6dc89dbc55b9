// The engine is a separate program (GPL-3.0, see engine-notice.tsx): its script, WebAssembly and
// licence are emitted as files of their own by Vite's ?url imports, never bundled into our code,
// and fetched only when a page creates the worker.
import engineScriptUrl from 'stockfish/bin/stockfish-19-lite-single.js?url';
import engineWasmUrl from 'stockfish/bin/stockfish-19-lite-single.wasm?url';
import { UciEngine, type EngineWorker } from '@/features/engine/engine/uci-engine';

/**
 * Starts Stockfish 19 lite (single-threaded, no SharedArrayBuffer needed) in a Web Worker. The
 * worker reads its WebAssembly's absolute address from its own URL's hash.
 */
export function startStockfish(): UciEngine {
  const wasm = new URL(engineWasmUrl, window.location.href).href;
  const worker = new Worker(`${engineScriptUrl}#${encodeURIComponent(wasm)}`);
  return new UciEngine(worker as unknown as EngineWorker);
}
