import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    // Load @kingside/shared from its TypeScript source, so the web app needs no prebuild.
    conditions: ['@kingside/source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // dist/.vite/manifest.json: bench/lighthouse.mjs adds up each page's initial JavaScript from it.
  build: {
    outDir: 'dist',
    // The server's renderer needs no copy of public/ (the browser build has it).
    copyPublicDir: !isSsrBuild,
    manifest: !isSsrBuild,
    // Every browser we support has <link rel="modulepreload">; one without it only preloads less.
    modulePreload: { polyfill: false },
    // Chunks are named by hash alone: the route table lists every lazy chunk's file name, and
    // names like "assets/assignment-assign-page-D0B8tRtC.js" cost the entry 1.5 KB gzipped.
    rollupOptions: { output: { chunkFileNames: 'assets/c-[hash].js' } },
  },
  // The server's renderer (src/entry-server.tsx, docs/decisions/0058): the workspace packages from
  // their source like the browser build, everything else from node_modules at run time.
  ssr: {
    noExternal: true,
    resolve: { conditions: ['@kingside/source', ...defaultServerConditions] },
  },
  server: {
    proxy: {
      // ws: live play's socket.io connection (/api/live/socket) is a websocket.
      '/api': { target: 'http://localhost:3000', ws: true },
      // The embedded payment sandboxes (Accept.js, the PayPal approval page) live on the server too.
      '/sandbox': 'http://localhost:3000',
    },
  },
}));
