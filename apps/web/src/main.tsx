import { hasServerState } from '@/lib/server-state';
import '@/app/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const start = () => import('@/app/start').then(({ startApp }) => startApp(container));

// A page the server rendered is read before the app's code loads: that code is fetched once the
// page has painted, so it never delays the first paint; any other page starts at once
// (docs/decisions/0058).
if (hasServerState()) requestAnimationFrame(() => setTimeout(() => void start(), 0));
else void start();
