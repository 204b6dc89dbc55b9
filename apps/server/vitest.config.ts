import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@kingside/source'] },
  ssr: { resolve: { conditions: ['@kingside/source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Test files share their worker's module graph and database (one app build of the server's
    // modules per worker, not per file): the files already make unique rows, since the PostgreSQL
    // pass has always shared one database among a worker's files (docs/decisions/0051).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
