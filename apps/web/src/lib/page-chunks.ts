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

/**
 * Resolves in a task of its own: work after it does not lengthen the task before, so a phone can
 * paint and answer a tap between the steps of starting the app (docs/decisions/0058).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
