import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GridColDef } from '@mui/x-data-grid';
import { CoachSaveSchema, type Coach } from '@kingside/shared';
import { EditableGrid } from '@/components/editable-grid/editable-grid';
import { dollarsColumn } from '@/components/editable-grid/grid-columns';

const coach: Coach = {
  id: 3,
  firstName: 'Maya',
  lastName: 'Lindqvist',
  title: 'FIDE Master',
  bio: 'Teaches openings.',
  photoUrl: null,
  groupMonthlyCents: 9000,
  privateMonthlyCents: null,
  privateOnlineMonthlyCents: null,
  active: true,
  sortOrder: 1,
};

const columns: GridColDef<Coach>[] = [
  { field: 'firstName', headerName: 'First Name', editable: true },
  dollarsColumn<Coach>('groupMonthlyCents', 'Group ($/month)', { editable: true }),
  dollarsColumn<Coach>('privateMonthlyCents', 'Private ($/month)', { editable: true }),
];

function renderCoaches(onSave: (input: unknown) => Promise<Coach>) {
  const user = userEvent.setup();
  render(
    <EditableGrid<Coach, typeof CoachSaveSchema>
      label="Coach Profiles"
      rows={[coach]}
      empty="No coach profiles yet."
      columns={columns}
      getRowLabel={(row) => row.firstName}
      saveSchema={CoachSaveSchema}
      onSave={onSave}
      onDelete={async () => {}}
      csvFileName="coaches"
      height={350}
      disableVirtualization
    />,
  );
  return { user };
}

describe('dollar columns in the editable grid', () => {
  it('shows cents as dollars and saves the dollars typed as cents', async () => {
    const onSave = vi.fn(async (input: unknown) => ({ ...coach, ...(input as Partial<Coach>) }));
    const { user } = renderCoaches(onSave);
    const row = () => screen.getAllByRole('row').find((r) => r.getAttribute('data-id') === '3')!;
    expect(within(row()).getByText('90.00')).toBeTruthy();

    await user.click(within(row()).getByRole('button', { name: 'Edit' }));
    const group = within(row()).getByRole('spinbutton', { name: 'Group ($/month)' });
    expect(group).toHaveProperty('value', '90');
    await user.clear(group);
    await user.type(group, '99.95');
    await user.type(within(row()).getByRole('spinbutton', { name: 'Private ($/month)' }), '150');
    await user.click(within(row()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      id: 3,
      groupMonthlyCents: 9995,
      privateMonthlyCents: 15000,
      privateOnlineMonthlyCents: null,
    });
    expect(await within(row()).findByText('99.95')).toBeTruthy();
  });
});
