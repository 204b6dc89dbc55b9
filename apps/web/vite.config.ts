import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

/**
 * Puts the stylesheet ahead of the scripts and their preloads in index.html's head, so a page the
 * server rendered paints as soon as its CSS arrives, not after the JavaScript requested before it
 * (docs/decisions/0058).
 */
const stylesheetFirst = (): Plugin => ({
  name: 'kingside-stylesheet-first',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const stylesheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
      const firstScript = html.search(/[ \t]*<script type="module"/);
      if (stylesheets.length === 0 || firstScript < 0) return html;
      let rest = html;
      for (const link of stylesheets) rest = rest.replace(link, '');
      const at = rest.search(/[ \t]*<script type="module"/);
      return rest.slice(0, at) + stylesheets.join('') + rest.slice(at);
    },
  },
});

/**
 * `.vite/page-chunks.json`: for each export of a lazily loaded module (a page), its chunk and every
 * chunk it imports, in the order the browser needs them. The server names a rendered page's
 * chunks in its HTML, so the entry asks for them a few at a time (docs/decisions/0058). A name
 * two modules export is left out: such a page's chunks are found by the loader as before.
 */
const pageChunks = (): Plugin => ({
  name: 'kingside-page-chunks',
  apply: 'build',
  generateBundle(_options, bundle) {
    const files = new Map<string, string[]>();
    const ambiguous = new Set<string>();
    const withImports = (fileName: string, seen = new Set<string>()): string[] => {
      const chunk = bundle[fileName];
      if (seen.has(fileName) || chunk?.type !== 'chunk') return [];
      seen.add(fileName);
      return [...chunk.imports.flatMap((imported) => withImports(imported, seen)), fileName];
    };
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
      for (const name of chunk.exports) {
        if (files.has(name)) ambiguous.add(name);
        else files.set(name, withImports(chunk.fileName));
      }
    }
    for (const name of ambiguous) files.delete(name);
    this.emitFile({
      type: 'asset',
      fileName: '.vite/page-chunks.json',
      source: JSON.stringify(Object.fromEntries(files)),
    });
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), stylesheetFirst(), ...(isSsrBuild ? [] : [pageChunks()])],
  resolve: {
    // Load @kingside/shared from its TypeScript source, so the web app needs no prebuild.
    conditions: ['@kingside/source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // dist/.vite/manifest.json: bench/lighthouse.mjs adds up each page's initial JavaScript from it.
  build: {
    outDir: 'dist',
    // One stylesheet for the whole app (6 KB gzipped), in every page's head: a page rendered on
    // the server is styled before its code loads, CSS modules of lazy pages included
    // (docs/decisions/0058).
    cssCodeSplit: false,
    // The server's renderer needs no copy of public/ (the browser build has it).
    copyPublicDir: !isSsrBuild,
    manifest: !isSsrBuild,
    // Every browser we support has <link rel="modulepreload">; one without it only preloads less.
    modulePreload: { polyfill: false },
    // Chunks are named by hash alone: the route table lists every lazy chunk's file name, and
    // names like "assets/assignment-assign-page-D0B8tRtC.js" cost the entry 1.5 KB gzipped.
    rollupOptions: {
      output: {
        chunkFileNames: 'assets/c-[hash].js',
        // What every page starts with, in one chunk rather than a dozen small ones (the app's
        // code is a dynamic import since the pages are rendered on the server: docs/decisions/0058).
        codeSplitting: {
          groups: [
            // The app (src/app/start.tsx) with everything it imports, in one chunk rather than
            // a dozen small ones, as when it was the entry itself...
            { name: 'app', test: /[\\/]src[\\/]app[\\/]start\.tsx$/ },
            // ...but for Vite's loader of lazy chunks, which the entry uses to fetch the app.
            { name: 'loader', test: /vite[\\/]preload-helper/, priority: 1 },
          ],
        },
      },
    },
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
