import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstPaint,
  FIRST_PAINT_WAIT_MS,
  preloadChunks,
  PRELOADS_PER_TASK,
} from '@/lib/page-chunks';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  vi.useRealTimers();
  // Only the links these tests added: the head also holds the styles of the files that share
  // this worker (emotion's sheet; removing it breaks their next render).
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
});

describe('preloadChunks', () => {
  it("asks for a page's chunks a few per task, then starts the app", () => {
    vi.useFakeTimers();
    const files = Array.from({ length: 9 }, (_, i) => `assets/c-${i}.js`);
    const hrefs = files.map((file) => `/${file}`);
    const start = vi.fn();
    preloadChunks(files, start);
    for (let asked = PRELOADS_PER_TASK; asked < files.length; asked += PRELOADS_PER_TASK) {
      expect(preloads()).toEqual(hrefs.slice(0, asked));
      expect(start).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
    }
    expect(preloads()).toEqual(hrefs);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts the app at once after a task when the page names no chunks', () => {
    vi.useFakeTimers();
    const start = vi.fn();
    preloadChunks([], start);
    expect(preloads()).toEqual([]);
    vi.runAllTimers();
    expect(start).toHaveBeenCalledOnce();
  });
});

describe('afterFirstPaint', () => {
  it('starts once, after a frame, when the browser does not report paints', () => {
    vi.useFakeTimers();
    const then = vi.fn();
    afterFirstPaint(then);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(then).toHaveBeenCalledOnce();
    // The safety timer later finds it started already.
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS + 100);
    expect(then).toHaveBeenCalledOnce();
  });

  it('waits for the first contentful paint when the browser reports paints', () => {
    vi.useFakeTimers();
    let report: (() => void) | undefined;
    let painted = false;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: () => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      painted && name === 'first-contentful-paint' ? [{} as PerformanceEntry] : [],
    );
    const then = vi.fn();
    afterFirstPaint(then);
    vi.advanceTimersByTime(500);
    expect(then).not.toHaveBeenCalled();
    painted = true;
    report?.();
    vi.advanceTimersByTime(100);
    expect(then).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});
