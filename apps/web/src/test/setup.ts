import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { chessLibReady } from '@/chess/logic/chess-lib';
import { setViewportWidth } from '@/test/match-media';

// The full suite runs beside the API tests on two cores; a data grid can take over a second to
// render then, so findBy queries wait up to 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });

// Boards load chess.js in its own chunk (chess-lib.ts); tests play moves as soon as they render.
beforeAll(async () => {
  await chessLibReady;
});

beforeEach(() => {
  setViewportWidth(1280);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
