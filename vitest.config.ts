import os from 'node:os';
import { defineConfig } from 'vitest/config';

// CI collects a JSON report of each run for its closing summary line.
const reportDir = process.env.KINGSIDE_TEST_REPORT_DIR;
const reportName = process.env.KINGSIDE_TEST_REPORT_NAME ?? 'vitest';

export default defineConfig({
  test: {
    // Vitest's default leaves one core to its main process (one worker on a 2-core machine); the
    // main process is mostly idle here, and two workers take the suite from ~11 to ~8 minutes on
    // such a machine. The PostgreSQL pass gives each worker its own database (global-setup.ts).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      'packages/shared',
      'packages/chess',
      'packages/payment-sandbox',
      'packages/pairings',
      'apps/server',
      'apps/web',
    ],
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: `${reportDir}/${reportName}.json` } : undefined,
  },
});
