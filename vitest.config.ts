import { defineConfig } from 'vitest/config';

// CI collects a JSON report of each run for its closing summary line.
const reportDir = process.env.KINGSIDE_TEST_REPORT_DIR;
const reportName = process.env.KINGSIDE_TEST_REPORT_NAME ?? 'vitest';

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'packages/chess',
      'packages/payment-sandbox',
      'apps/server',
      'apps/web',
    ],
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: `${reportDir}/${reportName}.json` } : undefined,
  },
});
