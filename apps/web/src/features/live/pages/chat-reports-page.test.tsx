import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatReport } from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const REPORT: ChatReport = {
  id: 3,
  message: { id: 41, from: 9, to: 7, text: 'You are bad at chess', sentAt: '2026-11-27T15:00:00Z' },
  from: { id: 9, username: 'alex', name: 'Alex Rival', classTime: null },
  to: { id: 7, username: 'student', name: 'Sam Student', classTime: null },
  reason: 'Rude',
  reportedAt: '2026-11-27T15:05:00Z',
};

describe('/chatReports', () => {
  it("lists reported messages and changes the club's chat setting", async () => {
    const api = mockApi({
      'GET /api/live/settings': { body: { studentsMayChatWithStudents: false } },
      'PUT /api/live/settings': ({ body }) => ({ body }),
      'GET /api/live/reports': { body: { items: [REPORT], total: 1, page: 0, size: 25 } },
    });
    const { user } = renderApp('/chatReports', { session: buildSession({ roles: ['admin'] }) });

    expect(await screen.findByText('You are bad at chess', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Alex Rival (alex)')).toBeTruthy();
    expect(screen.getByText('Rude')).toBeTruthy();

    const setting = await screen.findByRole('switch', {
      name: 'Students may chat with other students',
    });
    await waitFor(() => expect((setting as HTMLInputElement).disabled).toBe(false));
    await user.click(setting);
    await waitFor(() =>
      expect(api.callsTo('PUT /api/live/settings').map((r) => r.body)).toEqual([
        { studentsMayChatWithStudents: true },
      ]),
    );
    await waitFor(() => expect((setting as HTMLInputElement).checked).toBe(true));
  });
});
