import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@kingside/source'] },
  ssr: { resolve: { conditions: ['@kingside/source'] } },
  test: { name: 'pairings', environment: 'node', include: ['src/**/*.test.ts'] },
});
