import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // Page tests render MUI and the board in jsdom: a second or two each on a quiet 2-core
      // machine, several times that when CI shares it. A slow machine must not fail them.
      testTimeout: 20_000,
    },
  }),
);
