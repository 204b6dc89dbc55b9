import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadChunks, PRELOADS_PER_TASK } from '@/lib/page-chunks';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
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
