import { describe, expect, it } from 'vitest';
import type { AdminSummary } from '../contracts/start-pages.js';
import { backupNotices, formatAge } from './backups.js';

const now = new Date('2026-11-30T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000).toISOString();
const run = (ok: boolean, summary: string, h: number) => ({
  ok,
  summary,
  finishedAt: hoursAgo(h),
  backupAt: ok ? hoursAgo(h) : null,
});
const utc = { timeZone: 'UTC' };

describe('the backups on the admin home', () => {
  it('says how old things are in the largest whole unit', () => {
    expect(formatAge(59 * 60_000)).toBe('59 minutes');
    expect(formatAge(3600_000)).toBe('1 hour');
    expect(formatAge(47 * 3600_000)).toBe('47 hours');
    expect(formatAge(49 * 3600_000)).toBe('2 days');
  });

  it('is content with last night’s backup and this month’s drill', () => {
    const backups: AdminSummary['backups'] = {
      lastBackup: run(true, 'kingside-x.dump (2.0 MB, 3 photos) in /srv/backups', 9),
      lastGoodBackupAt: hoursAgo(9),
      lastDrill: run(true, 'Restored kingside-y.dump: 60 tables', 24 * 10),
    };
    expect(backupNotices(backups, now, utc)).toEqual({
      backup: {
        severity: 'success',
        text: 'The newest backup was taken 9 hours ago: kingside-x.dump (2.0 MB, 3 photos) in /srv/backups',
      },
      drill: {
        severity: 'success',
        text: 'The restore drill passed 10 days ago. Restored kingside-y.dump: 60 tables',
      },
    });
  });

  it('warns of a backup older than 26 hours, an overdue drill, and of none at all', () => {
    const old = backupNotices(
      {
        lastBackup: run(true, 'kingside-x.dump', 30),
        lastGoodBackupAt: hoursAgo(30),
        lastDrill: run(true, 'Restored', 24 * 40),
      },
      now,
    );
    expect(old.backup).toEqual({
      severity: 'warning',
      text: 'The newest backup is 30 hours old: backups should run every night.',
    });
    expect(old.drill).toEqual({
      severity: 'warning',
      text: 'The last restore drill passed 40 days ago: one is due (monthly).',
    });
    const none = backupNotices({ lastBackup: null, lastGoodBackupAt: null, lastDrill: null }, now);
    expect(none.backup.severity).toBe('warning');
    expect(none.drill.text).toBe(
      'No restore drill has been run yet: run npm run db:restore-drill once a month.',
    );
  });

  it('shows a failed backup or drill as an error, with why', () => {
    const failed = backupNotices(
      {
        lastBackup: run(false, 'The backup failed: PUT https://s3/x answered 403', 2),
        lastGoodBackupAt: hoursAgo(26),
        lastDrill: run(false, 'Failed: users is not in the backup', 1),
      },
      now,
      utc,
    );
    expect(failed.backup).toEqual({
      severity: 'error',
      text: 'The last backup (Nov 30, 2026, 10:00 AM) failed: PUT https://s3/x answered 403. The newest good one is 26 hours old.',
    });
    expect(failed.drill).toEqual({
      severity: 'error',
      text: 'The restore drill of Nov 30, 2026, 11:00 AM failed. users is not in the backup',
    });
  });
});
