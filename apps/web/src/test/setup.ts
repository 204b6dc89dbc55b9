import { createRequire } from 'node:module';
import type { EmotionCache } from '@emotion/cache';
import type * as EmotionReact from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { chessLibReady } from '@/chess/logic/chess-lib';
import { setViewportWidth } from '@/test/match-media';

// The full suite runs beside the API tests on two cores; a data grid can take over a second to
// render then, and a file's first page waits while its lazy route chunks are compiled (5-6 s for
// the signed-in table on this machine), so findBy queries wait up to 10 s instead of 1 s.
configure({ asyncUtilTimeout: 10_000 });

// Boards load chess.js in its own chunk (chess-lib.ts); tests play moves as soon as they render.
beforeAll(async () => {
  await chessLibReady;
});

/**
 * The styles MUI's emotion cache inserted, dropped after each test. Test files share their
 * worker's document (`isolate: false`), so without this the style tags of every page rendered so
 * far pile up (3,000 after 40 files) and every getComputedStyle (each getByRole and each click
 * asks it) reads them all: the suite's later files ran 10 to 30 times slower than alone.
 * MUI reaches emotion through Node's require (its packages are not transformed by Vite), so the
 * cache is asked for the same way: an `import` here would load a second emotion with its own.
 */
let emotionCache: EmotionCache | undefined;
beforeAll(() => {
  if (emotionCache) return;
  const { withEmotionCache } = createRequire(import.meta.url)(
    '@emotion/react',
  ) as typeof EmotionReact;
  const Probe = withEmotionCache((_props: object, cache: EmotionCache) => {
    emotionCache = cache;
    return null;
  });
  render(createElement(Probe));
  cleanup();
});
function dropInsertedStyles() {
  if (!emotionCache) return;
  emotionCache.sheet.flush();
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
}

beforeEach(() => {
  setViewportWidth(1280);
});

afterEach(() => {
  cleanup();
  dropInsertedStyles();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
