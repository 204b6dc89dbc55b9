import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Load @kingside/shared from its TypeScript source, so the web app needs no prebuild.
    conditions: ['@kingside/source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: { outDir: 'dist' },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
