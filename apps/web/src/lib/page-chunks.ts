// Only the entry (main.tsx) imports this file, so the bundler keeps it in the entry's own small
// chunk: a module the app shares would pull the app's main chunk in ahead of the first paint.

/** How many of a page's chunks are asked for per task: each `<link>` costs a phone 5–20 ms. */
export const PRELOADS_PER_TASK = 2;

/**
 * Asks for a page's chunks (`#root`'s `data-chunks`, written by the server: docs/decisions/0058)
 * a few per task, then calls `then`. Vite's loader of lazy chunks later finds each one asked for
 * already; adding them itself, 20-odd in one go, it made one long task on a phone.
 */
export function preloadChunks(files: readonly string[], then: () => void): void {
  const rest = [...files];
  const next = () => {
    for (const file of rest.splice(0, PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = `/${file}`;
      document.head.append(link);
    }
    setTimeout(rest.length > 0 ? next : then, 0);
  };
  next();
}

/** How long a page waits for its first paint before starting anyway (a page with no text). */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Calls `then` once the page's first contentful paint has been shown (the browser's `paint`
 * entry), in a task after the next frame. Nothing the app fetches then can delay that paint, and
 * a lab measure (Lighthouse) does not count the app's chunks as holding up the largest paint,
 * which on a rendered page is that first paint. Without paint timing it waits two frames; it
 * starts after FIRST_PAINT_WAIT_MS whatever happens.
 */
export function afterFirstPaint(then: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    requestAnimationFrame(() => setTimeout(then, 0));
  };
  setTimeout(start, FIRST_PAINT_WAIT_MS);
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(start);
  } else if (painted()) {
    start();
  } else {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
}
