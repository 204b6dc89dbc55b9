import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@kingside/source'] },
  ssr: { resolve: { conditions: ['@kingside/source'] } },
  test: { name: 'chess', environment: 'node', include: ['src/**/*.test.ts'] },
});
