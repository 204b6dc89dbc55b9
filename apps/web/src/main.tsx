import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApp } from '@/app/app';
import { readServerState } from '@/lib/server-state';
import '@/app/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page the server rendered is hydrated; any other page is rendered here (docs/decisions/0058).
const serverState = readServerState();
void createApp(serverState).then((app) => {
  if (serverState) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
