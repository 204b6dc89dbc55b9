// `npm start`: build when needed, then serve the production build and the API. The server runs
// with the Node.js flags of scripts/server-node-flags.mjs: without them this script starts itself
// again with them and passes on the signals that stop it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded, ROOT } from './build-if-needed.mjs';
import { hasPoolSize, serverNodeFlags } from './server-node-flags.mjs';

if (hasPoolSize()) {
  buildIfNeeded();
  await import(new URL('apps/server/dist/main.js', `file://${ROOT}/`).href);
} else {
  const child = spawn(
    process.execPath,
    [...serverNodeFlags(), ...process.execArgv, fileURLToPath(import.meta.url)],
    { stdio: 'inherit' },
  );
  // Ctrl-C reaches both processes (one process group): the server stops itself. A stop sent to
  // this process alone (a service manager's SIGTERM, a closed terminal's SIGHUP) is passed on as
  // SIGTERM, which the server answers by finishing its requests and closing.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
