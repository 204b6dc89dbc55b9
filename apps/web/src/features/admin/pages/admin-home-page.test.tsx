import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type AdminSummary } from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const summary: AdminSummary = {
  inquiriesToAnswer: 3,
  paymentsNeedingAttention: 1,
  registrationsThisWeek: { camp: 4, rjlee: 2, mustang: 0 },
  backups: {
    lastBackup: {
      ok: false,
      summary: 'The backup failed: PUT https://s3.example.com/club-backups answered 403',
      finishedAt: new Date(Date.now() - 3600_000).toISOString(),
      backupAt: null,
    },
    lastGoodBackupAt: new Date(Date.now() - 25 * 3600_000).toISOString(),
    lastDrill: {
      ok: true,
      summary: 'Restored kingside-x.dump: 60 tables',
      finishedAt: new Date(Date.now() - 3 * 24 * 3600_000).toISOString(),
      backupAt: new Date(Date.now() - 4 * 24 * 3600_000).toISOString(),
    },
  },
};

describe('admin start page', () => {
  it('shows each count that needs an admin, linking to its grid', async () => {
    mockApi({ 'GET /api/admin/summary': { body: summary } });
    renderApp('/admin', { session: buildSession({ roles: ['admin'] }) });

    const inquiries = await screen.findByRole('region', { name: 'Inquiries to answer' });
    const link = (region: HTMLElement, name: RegExp) =>
      within(region).getByRole('link', { name }).getAttribute('href');
    expect(link(inquiries, /^3 Not marked answered yet$/)).toBe('/inquiries');
    const payments = screen.getByRole('region', { name: 'Payments needing attention' });
    expect(link(payments, /^1 /)).toBe('/admin/payments');
    const registrations = screen.getByRole('region', { name: 'Registrations in the last 7 days' });
    expect(link(registrations, /^4 Summer camp$/)).toBe('/camp/registrations');
    expect(link(registrations, /^2 RJ Lee/)).toBe('/RJLEE/registrations');
    expect(link(registrations, /^0 Mustang/)).toBe('/mustang/registrations');
  });

  it('shows a failed backup as an error and the passed restore drill, with their ages', async () => {
    mockApi({ 'GET /api/admin/summary': { body: summary } });
    renderApp('/admin', { session: buildSession({ roles: ['admin'] }) });

    const backups = await screen.findByRole('region', { name: 'Backups' });
    const backup = within(backups).getByRole('alert', { name: 'Newest backup' });
    expect(backup.textContent).toMatch(
      /^The last backup \(.+\) failed: PUT https:\/\/s3\.example\.com\/club-backups answered 403\. The newest good one is 25 hours old\.$/,
    );
    expect(backup.className).toContain('Error');
    const drill = within(backups).getByRole('alert', { name: 'Restore drill' });
    expect(drill.textContent).toBe(
      'The restore drill passed 3 days ago. Restored kingside-x.dump: 60 tables',
    );
    expect(drill.className).toContain('Success');
  });

  it('tells a coach the page is restricted without asking for the counts', async () => {
    const api = mockApi();
    renderApp('/admin', { session: buildSession({ roles: ['coach'] }) });

    expect(await screen.findByText(MESSAGES.accessRestricted)).toBeTruthy();
    expect(api.callsTo('GET /api/admin/summary')).toHaveLength(0);
  });
});
