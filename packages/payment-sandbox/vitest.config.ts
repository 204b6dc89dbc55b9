import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@kingside/source'] },
  ssr: { resolve: { conditions: ['@kingside/source'] } },
  test: {
    name: 'payment-sandbox',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
