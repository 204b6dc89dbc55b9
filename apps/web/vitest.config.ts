import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // Page tests render MUI and the board in jsdom: a second or two each on a quiet 2-core
      // machine, several times that when CI shares it (52 s seen for a 4 s test while the server
      // project spawned servers beside it). A slow machine must not fail them.
      testTimeout: 60_000,
      // Test files share their worker's module cache (MUI, the data grid, the app are imported
      // once per worker, not once per file): the project runs in about 4 instead of 5 minutes on
      // 2 cores (docs/decisions/0006). setup.ts resets what a test may leave behind.
      isolate: false,
    },
  }),
);
