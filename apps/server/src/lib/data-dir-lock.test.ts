import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DataDirBusyError,
  lockDataDir,
  requestBackup,
  requestRestoreDrill,
} from './data-dir-lock.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-lock-'));
const newDir = () => fs.mkdtempSync(path.join(tmp, 'data-'));

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Takes the lock in another process, which then waits to be killed. */
async function lockInChild(dataDir: string, platform: NodeJS.Platform) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { lockDataDir } from './src/lib/data-dir-lock.ts';
       await lockDataDir(${JSON.stringify(dataDir)}, { role: 'server', platform: '${platform}' });
       console.log('locked');
       setInterval(() => undefined, 1000);`,
    ],
    { cwd: SERVER_DIR, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`the child exited (${code})`)));
  });
  return child;
}

const platforms = [
  { platform: 'linux', name: 'an abstract socket (Linux)', runs: process.platform === 'linux' },
  { platform: 'darwin', name: 'a socket file (elsewhere)', runs: process.platform !== 'win32' },
] as const;

for (const { platform, name, runs } of platforms) {
  describe.runIf(runs)(`the data directory lock as ${name}`, () => {
    it('refuses a second holder and says which process holds it', async () => {
      const dataDir = newDir();
      const lock = await lockDataDir(dataDir, { role: 'server', platform });
      const second = lockDataDir(dataDir, { role: 'server', platform });
      await expect(second).rejects.toBeInstanceOf(DataDirBusyError);
      await expect(second).rejects.toThrow(
        `Another Kingside server (pid ${process.pid}) is using ${dataDir}`,
      );
      await lock.release();
    });

    it('is free again once released, with nothing left in the directory', async () => {
      const dataDir = newDir();
      const lock = await lockDataDir(dataDir, { role: 'backup', platform });
      await lock.release();
      expect(fs.readdirSync(dataDir)).toEqual([]);
      await (await lockDataDir(dataDir, { role: 'server', platform })).release();
    });

    it('is free again when its holder was killed with SIGKILL', async () => {
      const dataDir = newDir();
      const child = await lockInChild(dataDir, platform);
      await expect(lockDataDir(dataDir, { role: 'server', platform })).rejects.toThrow(
        `(pid ${child.pid})`,
      );
      child.kill('SIGKILL');
      await new Promise((resolve) => child.on('exit', resolve));
      await (await lockDataDir(dataDir, { role: 'server', platform })).release();
    }, 30_000);
  });
}

describe('the data directory lock', () => {
  it('removes a server.pid left by an older version, whatever process it names', async () => {
    const dataDir = newDir();
    fs.writeFileSync(path.join(dataDir, 'server.pid'), String(process.pid));
    const lock = await lockDataDir(dataDir, { role: 'server' });
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
    await lock.release();
  });

  it('passes a backup request to its holder only with the token kept in the directory', async () => {
    const dataDir = newDir();
    expect(await requestBackup(dataDir)).toBeNull();
    const lock = await lockDataDir(dataDir, { role: 'server' });
    try {
      await expect(requestBackup(dataDir)).rejects.toThrow(/still starting: try again/);
      lock.answerBackups(async () => ({ file: '/backups/one.tar.gz', bytes: 10, ms: 5 }));
      expect(await requestBackup(dataDir)).toEqual({
        file: '/backups/one.tar.gz',
        bytes: 10,
        ms: 5,
      });

      const tokenFile = path.join(dataDir, 'control.token');
      expect(fs.statSync(tokenFile).mode & 0o077).toBe(0);
      const token = fs.readFileSync(tokenFile, 'utf8');
      fs.writeFileSync(tokenFile, 'a'.repeat(token.length));
      await expect(requestBackup(dataDir)).rejects.toThrow(/token does not match/);
      fs.rmSync(tokenFile);
      await expect(requestBackup(dataDir)).rejects.toThrow(/control\.token cannot be read/);
    } finally {
      await lock.release();
    }
    expect(await requestBackup(dataDir)).toBeNull();
  });

  it('passes a restore drill request to its holder, with the same token', async () => {
    const dataDir = newDir();
    expect(await requestRestoreDrill(dataDir)).toBeNull();
    const lock = await lockDataDir(dataDir, { role: 'server' });
    try {
      await expect(requestRestoreDrill(dataDir)).rejects.toThrow(
        /No restore drill of .+: the server is still starting/,
      );
      const report = {
        ok: true,
        backup: 'kingside-2026-11-30T03-00-00.000Z.tar.gz',
        backupAt: '2026-11-30T03:00:00.000Z',
        summary: 'Restored kingside-2026-11-30T03-00-00.000Z.tar.gz: 60 tables',
        problems: [],
        tables: [],
        photos: 0,
        ms: 900,
      };
      lock.answerDrills(async () => report);
      expect(await requestRestoreDrill(dataDir)).toEqual(report);
      const tokenFile = path.join(dataDir, 'control.token');
      fs.writeFileSync(tokenFile, 'x'.repeat(fs.readFileSync(tokenFile, 'utf8').length));
      await expect(requestRestoreDrill(dataDir)).rejects.toThrow(/token does not match/);
    } finally {
      await lock.release();
    }
  });
});
