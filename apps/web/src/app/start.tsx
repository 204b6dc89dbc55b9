import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApp } from '@/app/app';
import { nextTask } from '@/lib/next-task';
import { readServerState } from '@/lib/server-state';

/**
 * Starts the app in `container`: hydrates a page the server rendered, renders any other page
 * (docs/decisions/0058).
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const serverState = readServerState();
  // The app's code has just been run: its start waits for a task of its own.
  if (serverState) await nextTask();
  const app = await createApp(serverState);
  // Hydrating as a transition lets React pause between parts of the page for the reader's input,
  // instead of one long task (the page is already on screen).
  if (serverState) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
