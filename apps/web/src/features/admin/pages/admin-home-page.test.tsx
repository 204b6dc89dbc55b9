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

  it('tells a coach the page is restricted without asking for the counts', async () => {
    const api = mockApi();
    renderApp('/admin', { session: buildSession({ roles: ['coach'] }) });

    expect(await screen.findByText(MESSAGES.accessRestricted)).toBeTruthy();
    expect(api.callsTo('GET /api/admin/summary')).toHaveLength(0);
  });
});
