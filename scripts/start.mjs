// `npm start`: build when needed, then serve the production build and the API in this process.
import { buildIfNeeded, ROOT } from './build-if-needed.mjs';

buildIfNeeded();
await import(new URL('apps/server/dist/main.js', `file://${ROOT}/`).href);
