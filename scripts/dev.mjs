// `npm run dev`: the API with reload (tsx watch) on :3000 and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';
import { ROOT } from './build-if-needed.mjs';

const children = [
  spawn('npx', ['tsx', 'watch', '--conditions=@kingside/source', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--port', '5173'], { cwd: `${ROOT}/apps/web`, stdio: 'inherit' }),
];
console.log('Kingside dev: open http://localhost:5173 (API on http://localhost:3000)');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
