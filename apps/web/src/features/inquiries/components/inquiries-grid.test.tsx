import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Inquiry } from '@kingside/shared';
import { AppProvider } from '@/app/provider';
import { InquiriesGrid } from '@/features/inquiries/components/inquiries-grid';
import { useInquiries } from '@/features/inquiries/api/inquiries-admin';
import { createQueryClient } from '@/lib/query-client';
import { saveSession } from '@/lib/session';
import { buildSession } from '@/test/factories';
import { mockApi, type MockRequest } from '@/test/mock-api';
import { enter } from '@/test/enter';

/** The grid as its page shows it: rows from the list query. */
function Harness() {
  const inquiries = useInquiries();
  return <InquiriesGrid rows={inquiries.data ?? []} />;
}

function renderGrid() {
  saveSession(buildSession({ roles: ['admin'] }));
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient()}>
      <Harness />
    </AppProvider>,
  );
  return { user };
}

const waiting: Inquiry = {
  id: 4,
  name: 'Waiting parent',
  email: 'w@example.com',
  phoneNumber: null,
  inquiryType: 'Other',
  question: 'Is there a class on Saturday?',
  appointmentDate: null,
  createdDate: '2026-11-20T10:00:00Z',
  answered: false,
};

describe('InquiriesGrid', () => {
  it('saves a new inquiry with only a name, as Other with no e-mail or question', async () => {
    let rows: Inquiry[] = [];
    const api = mockApi({
      'GET /api/inquiryAdmin': () => ({ body: rows }),
      'POST /api/inquiryAdmin': ({ body }: MockRequest) => {
        const input = body as Omit<Inquiry, 'id' | 'createdDate'>;
        const saved = { ...input, id: 7, createdDate: '2026-11-24T10:00:00Z' };
        rows = [saved];
        return { body: saved };
      },
    });
    const { user } = renderGrid();
    const grid = await screen.findByRole('grid', { name: 'Inquiries' });

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await enter(user, within(grid).getByRole('textbox', { name: 'Name' }), 'Walk-in parent');
    await user.click(within(grid).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST /api/inquiryAdmin')).toHaveLength(1));
    expect(api.callsTo('POST /api/inquiryAdmin')[0]!.body).toEqual({
      name: 'Walk-in parent',
      email: '',
      phoneNumber: null,
      inquiryType: 'Other',
      question: '',
      appointmentDate: null,
      answered: false,
    });
    expect(screen.queryByRole('alert')).toBeNull();
    const saved = (await within(grid).findByText('Walk-in parent')).closest('[role="row"]');
    expect(saved?.getAttribute('data-id')).toBe('7');
  });

  it('shows an Answered column an admin ticks inline, posting the row as answered', async () => {
    let rows: Inquiry[] = [waiting];
    const api = mockApi({
      'GET /api/inquiryAdmin': () => ({ body: rows }),
      'POST /api/inquiryAdmin': ({ body }: MockRequest) => {
        const saved = { ...waiting, ...(body as Partial<Inquiry>) };
        rows = [saved];
        return { body: saved };
      },
    });
    const { user } = renderGrid();
    const grid = await screen.findByRole('grid', { name: 'Inquiries' });
    expect(within(grid).getByRole('columnheader', { name: 'Answered' })).toBeTruthy();
    const row = () =>
      within(grid)
        .getAllByRole('row')
        .find((r) => r.getAttribute('data-id') === '4')!;
    await within(grid).findByText('Waiting parent');

    await user.click(within(row()).getByRole('button', { name: 'Edit' }));
    const answered = within(row()).getByRole('checkbox', { name: 'Answered' });
    expect(answered).toHaveProperty('checked', false);
    await user.click(answered);
    await user.click(within(row()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST /api/inquiryAdmin')).toHaveLength(1));
    expect(api.callsTo('POST /api/inquiryAdmin')[0]!.body).toMatchObject({
      id: 4,
      name: 'Waiting parent',
      answered: true,
    });
    await waitFor(() => expect(within(row()).queryByRole('button', { name: 'Save' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
