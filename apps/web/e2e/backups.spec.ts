import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { storageStateOf } from './support';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Runs one of the server's commands on this run's data directory, as a volunteer would. */
function runCommand(command: 'backup' | 'restore-drill') {
  const child = spawn(process.execPath, [`apps/server/dist/cli/${command}.js`], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: process.env.KINGSIDE_E2E_DATA_DIR, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
}

test.describe('backups on the admin home', () => {
  test.use({ viewport: { width: 1280, height: 900 }, storageState: storageStateOf('admin') });

  test('a backup and a restore drill taken through the running server show on the admin home', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const backup = await runCommand('backup');
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('Backup written by the running server');
    const drill = await runCommand('restore-drill');
    expect(drill.code, drill.output).toBe(0);
    expect(drill.output).toMatch(/^PASSED in [\d.]+ s: Restored kingside-/m);

    await page.goto('/admin');
    const backups = page.getByRole('region', { name: 'Backups' });
    await expect(backups.getByRole('alert', { name: 'Newest backup' })).toHaveText(
      /^The newest backup was taken \d+ minutes? ago: kingside-.+\.tar\.gz \([\d.]+ MB, \d+ photos\) in /,
    );
    await expect(backups.getByRole('alert', { name: 'Restore drill' })).toHaveText(
      /^The restore drill passed \d+ minutes? ago\. Restored kingside-.+\.tar\.gz: \d+ tables/,
    );
  });
});
