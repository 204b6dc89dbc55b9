import '@/app/app.css';
import { afterFirstPaint, preloadChunks } from '@/lib/page-chunks';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const start = () => import('@/app/start').then(({ startApp }) => startApp(container));

// A page the server rendered (its #root is filled) is read before the app's code loads: that
// code is fetched once the page's first paint has been shown (afterFirstPaint), so it never
// delays that paint; any other page starts at once. This file imports nothing of the app, so it stays a small chunk of its own
// (docs/decisions/0058).
//
// Such a page names its own chunks (`data-chunks`), asked for a few per task before the app
// starts (lib/page-chunks.ts).
if (container.hasChildNodes()) {
  const files = container.dataset.chunks?.split(' ').filter(Boolean) ?? [];
  afterFirstPaint(() => preloadChunks(files, () => void start()));
} else void start();
