import {
  BACKUP_MAX_AGE_HOURS,
  RESTORE_DRILL_MAX_AGE_DAYS,
  type AdminSummary,
} from '../contracts/start-pages.js';
import { formatDateTime } from './dates.js';

/*
 * What the admin home says of the backups and the restore drill (docs/decisions/0072): fine, a
 * warning (old, overdue, never), or an error (the last one failed).
 */

export type BackupNotice = { severity: 'success' | 'warning' | 'error'; text: string };

const HOUR_MS = 3600_000;

/** "45 minutes", "5 hours", "3 days": how long ago, in the largest whole unit. */
export function formatAge(ms: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (ms < HOUR_MS) return plural(Math.max(0, Math.floor(ms / 60_000)), 'minute');
  if (ms < 48 * HOUR_MS) return plural(Math.floor(ms / HOUR_MS), 'hour');
  return plural(Math.floor(ms / (24 * HOUR_MS)), 'day');
}

/** The backups' line and the restore drill's line of the admin home, as of `now`. */
export function backupNotices(
  backups: AdminSummary['backups'],
  now: Date,
  zone: { timeZone?: string } = {},
): { backup: BackupNotice; drill: BackupNotice } {
  const age = (iso: string) => now.getTime() - new Date(iso).getTime();
  let backup: BackupNotice;
  const good = backups.lastGoodBackupAt;
  if (backups.lastBackup && !backups.lastBackup.ok) {
    backup = {
      severity: 'error',
      text:
        `The last backup (${formatDateTime(backups.lastBackup.finishedAt, zone)}) failed: ` +
        `${backups.lastBackup.summary.replace(/^The backup failed: /, '').replace(/\.$/, '')}.` +
        (good
          ? ` The newest good one is ${formatAge(age(good))} old.`
          : ' There is no good backup.'),
    };
  } else if (!good) {
    backup = {
      severity: 'warning',
      text: 'No backup has been recorded yet. The deploy guide says how to take them nightly.',
    };
  } else if (age(good) > BACKUP_MAX_AGE_HOURS * HOUR_MS) {
    backup = {
      severity: 'warning',
      text: `The newest backup is ${formatAge(age(good))} old: backups should run every night.`,
    };
  } else {
    backup = {
      severity: 'success',
      text:
        `The newest backup was taken ${formatAge(age(good))} ago` +
        (backups.lastBackup ? `: ${backups.lastBackup.summary}` : '.'),
    };
  }
  const lastDrill = backups.lastDrill;
  let drill: BackupNotice;
  if (!lastDrill) {
    drill = {
      severity: 'warning',
      text: 'No restore drill has been run yet: run npm run db:restore-drill once a month.',
    };
  } else if (!lastDrill.ok) {
    drill = {
      severity: 'error',
      text: `The restore drill of ${formatDateTime(lastDrill.finishedAt, zone)} failed. ${lastDrill.summary.replace(/^Failed: /, '')}`,
    };
  } else if (age(lastDrill.finishedAt) > RESTORE_DRILL_MAX_AGE_DAYS * 24 * HOUR_MS) {
    drill = {
      severity: 'warning',
      text: `The last restore drill passed ${formatAge(age(lastDrill.finishedAt))} ago: one is due (monthly).`,
    };
  } else {
    drill = {
      severity: 'success',
      text: `The restore drill passed ${formatAge(age(lastDrill.finishedAt))} ago. ${lastDrill.summary}`,
    };
  }
  return { backup, drill };
}
