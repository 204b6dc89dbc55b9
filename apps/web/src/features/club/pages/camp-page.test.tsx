import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCampEvent, buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const EVENTS = [
  buildCampEvent({ id: 1 }),
  buildCampEvent({
    id: 2,
    eventSlot: 'Half Day Morning',
    endTime: '12:00',
    priceCents: 22500,
    earlyBirdPriceCents: 20000,
  }),
  buildCampEvent({
    id: 3,
    eventName: 'Summer Camp Week 2',
    startDate: '2026-06-15',
    endDate: '2026-06-19',
  }),
];

describe('summer camp page', () => {
  afterEach(() => vi.useRealTimers());

  it('shows each week with its dates, hours and early-bird prices before the deadline', async () => {
    vi.useFakeTimers({ now: new Date('2026-04-01T12:00:00Z'), toFake: ['Date'] });
    mockApi({ 'GET /api/campEvents': { body: EVENTS } });
    renderApp('/camp');

    const week = await screen.findByRole('article', { name: 'Summer Camp Week 1' });
    expect(within(week).getByText('Jun 8 – Jun 12, 2026')).toBeTruthy();
    expect(week.textContent).toContain('Full Day, 9:00 AM – 4:00 PM');
    expect(week.textContent).toContain(
      '$375 per 5-day week early bird until May 15, 2026, then $400',
    );
    expect(week.textContent).toContain('$200 per 5-day week early bird');
    expect(screen.getByRole('article', { name: 'Summer Camp Week 2' })).toBeTruthy();
    expect(screen.getByText('Full refund if notified 2 days before the camp week.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/camp/register',
    );
  });

  it('shows only the regular price after the early-bird deadline', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-20T12:00:00Z'), toFake: ['Date'] });
    mockApi({ 'GET /api/campEvents': { body: [buildCampEvent()] } });
    renderApp('/summercamp');

    const week = await screen.findByRole('article', { name: 'Summer Camp Week 1' });
    expect(week.textContent).toContain('$400 per 5-day week');
    expect(week.textContent).not.toContain('early bird');
  });

  it('links admins, and only admins, to the camp registrations', async () => {
    mockApi({ 'GET /api/campEvents': { body: EVENTS } });
    renderApp('/camp', { session: buildSession({ roles: ['admin'] }) });
    expect(
      (await screen.findByRole('link', { name: 'Camp Registrations' })).getAttribute('href'),
    ).toBe('/camp/registrations');
  });

  it('does not link a student to the camp registrations', async () => {
    mockApi({ 'GET /api/campEvents': { body: EVENTS } });
    renderApp('/camp', { session: buildSession({ roles: ['student', 'coach'] }) });
    await screen.findByRole('article', { name: 'Summer Camp Week 1' });
    expect(screen.queryByRole('link', { name: 'Camp Registrations' })).toBeNull();
  });
});
