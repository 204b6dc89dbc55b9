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

/** The grid as its page shows it: rows from the list query. */
function Harness() {
  const inquiries = useInquiries();
  return <InquiriesGrid rows={inquiries.data ?? []} loading={inquiries.isPending} />;
}

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
    saveSession(buildSession({ roles: ['admin'] }));
    const user = userEvent.setup();
    render(
      <AppProvider queryClient={createQueryClient()}>
        <Harness />
      </AppProvider>,
    );
    const grid = await screen.findByRole('grid', { name: 'Inquiries' });

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(within(grid).getByRole('textbox', { name: 'Name' }), 'Walk-in parent');
    await user.click(within(grid).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST /api/inquiryAdmin')).toHaveLength(1));
    expect(api.callsTo('POST /api/inquiryAdmin')[0]!.body).toEqual({
      name: 'Walk-in parent',
      email: '',
      phoneNumber: null,
      inquiryType: 'Other',
      question: '',
      appointmentDate: null,
    });
    expect(screen.queryByRole('alert')).toBeNull();
    const saved = (await within(grid).findByText('Walk-in parent')).closest('[role="row"]');
    expect(saved?.getAttribute('data-id')).toBe('7');
  });
});
