import '@/app/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const start = () => import('@/app/start').then(({ startApp }) => startApp(container));

// A page the server rendered (its #root is filled) is read before the app's code loads: that
// code is fetched once the page has painted, so it never delays the first paint; any other page
// starts at once. This file imports nothing of the app, so it stays a small chunk of its own
// (docs/decisions/0058).
if (container.hasChildNodes()) requestAnimationFrame(() => setTimeout(() => void start(), 0));
else void start();
