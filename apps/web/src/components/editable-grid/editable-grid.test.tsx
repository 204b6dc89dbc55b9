import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ConfigRowSchema,
  ConfigSaveSchema,
  DeletedResponseSchema,
  MESSAGES,
  type ApiError,
  type ConfigRow,
  type MessageResponse,
} from '@kingside/shared';
import { AppProvider } from '@/app/provider';
import { EditableGrid } from '@/components/editable-grid/editable-grid';
import { apiClient } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { saveSession } from '@/lib/session';
import { buildSession } from '@/test/factories';
import { setViewportWidth } from '@/test/match-media';
import { mockApi, type MockRequest } from '@/test/mock-api';
import { enter } from '@/test/enter';

const columns = [
  { field: 'configName', headerName: 'Config Name', width: 200, editable: true },
  { field: 'configValue', headerName: 'Config Value', width: 300, editable: true },
];

const NO_CONFIGS = 'No configuration values yet. Add one with Add.';

/** A page as the admin features build one: a list query, a save and a delete mutation. */
function ConfigsHarness() {
  const queryClient = useQueryClient();
  const queryKey = ['test', 'configs'];
  const list = useQuery({
    queryKey,
    queryFn: () =>
      apiClient.get('/configs', { auth: 'required', schema: z.array(ConfigRowSchema) }),
  });
  const invalidate = () => queryClient.invalidateQueries({ queryKey });
  const save = useMutation({
    mutationFn: (body: z.output<typeof ConfigSaveSchema>) =>
      apiClient.post('/configs', body, { auth: 'required', schema: ConfigRowSchema }),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      apiClient.delete(`/configs/${id}`, { auth: 'required', schema: DeletedResponseSchema }),
    onSuccess: invalidate,
  });
  return (
    <EditableGrid<ConfigRow, typeof ConfigSaveSchema>
      label="Configs"
      rows={list.data ?? []}
      empty={NO_CONFIGS}
      columns={columns}
      getRowLabel={(row) => row.configName}
      required={['configName']}
      saveSchema={ConfigSaveSchema}
      onSave={(input) => save.mutateAsync(input)}
      onDelete={(row) => remove.mutateAsync(row.id)}
      csvFileName="configs"
      height={350}
      disableVirtualization
    />
  );
}

/** A fake /api/configs that keeps its rows, so a save or delete shows in the next list. */
function mockConfigs(initial: ConfigRow[], overrides: Record<string, unknown> = {}) {
  let rows = [...initial];
  let nextId = 100;
  return mockApi({
    'GET /api/configs': () => ({ body: rows }),
    'POST /api/configs': ({ body }: MockRequest) => {
      const input = body as { id?: number; configName: string; configValue: string | null };
      const saved = { ...input, id: input.id ?? nextId++ };
      rows = [...rows.filter((row) => row.id !== saved.id), saved];
      return { body: saved };
    },
    'DELETE /api/configs/1': () => {
      rows = rows.filter((row) => row.id !== 1);
      return { body: { message: MESSAGES.deleted } satisfies MessageResponse };
    },
    ...overrides,
  });
}

function renderGrid() {
  saveSession(buildSession({ roles: ['admin'] }));
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient()}>
      <ConfigsHarness />
    </AppProvider>,
  );
  return { user };
}

const dataRows = () =>
  within(screen.getByRole('grid', { name: 'Configs' }))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('data-id') !== null);

const mission = { id: 1, configName: 'mission', configValue: 'Play well.' };

describe('EditableGrid', () => {
  it('lists the rows it is given', async () => {
    mockConfigs([mission]);
    renderGrid();

    expect(await screen.findByText('Play well.')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Config Name' })).toBeTruthy();
  });

  it('says what the list holds and what to do when it has no rows', async () => {
    mockConfigs([]);
    renderGrid();

    expect(await screen.findByText(NO_CONFIGS)).toBeTruthy();
    expect(screen.queryByText('No rows')).toBeNull();
  });

  it('inserts an editable blank row at the top when Add is pressed, focused on its first field', async () => {
    mockConfigs([mission]);
    const { user } = renderGrid();
    await screen.findByText('Play well.');

    await user.click(screen.getByRole('button', { name: 'Add' }));

    const [first] = dataRows();
    expect(first).toBeTruthy();
    const nameInput = within(first!).getByRole('textbox', { name: 'Config Name' });
    await waitFor(() => expect(document.activeElement).toBe(nameInput));
    expect(within(first!).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(dataRows()).toHaveLength(2);
  });

  it('drops an unsaved new row on Cancel', async () => {
    const api = mockConfigs([mission]);
    const { user } = renderGrid();
    await screen.findByText('Play well.');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(within(dataRows()[0]!).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(api.callsTo('POST /api/configs')).toHaveLength(0);
  });

  it('posts a new row on Save and shows it with the id the server gave it', async () => {
    const api = mockConfigs([mission]);
    const { user } = renderGrid();
    await screen.findByText('Play well.');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const newRow = within(dataRows()[0]!);
    await enter(user, newRow.getByRole('textbox', { name: 'Config Name' }), 'galleryAlbumUrl');
    await user.type(
      newRow.getByRole('textbox', { name: 'Config Value' }),
      'https://photos.example.com',
    );
    await user.click(within(dataRows()[0]!).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST /api/configs')).toHaveLength(1));
    expect(api.callsTo('POST /api/configs')[0]!.body).toEqual({
      configName: 'galleryAlbumUrl',
      configValue: 'https://photos.example.com',
    });
    const saved = await screen.findByText('https://photos.example.com');
    const row = saved.closest('[role="row"]')!;
    expect(row.getAttribute('data-id')).toBe('100');
    expect(within(row as HTMLElement).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(dataRows()).toHaveLength(2);
  });

  it('edits an existing row and posts it with its id', async () => {
    const api = mockConfigs([mission]);
    const { user } = renderGrid();
    await screen.findByText('Play well.');

    await user.click(within(dataRows()[0]!).getByRole('button', { name: 'Edit' }));
    const valueInput = within(dataRows()[0]!).getByRole('textbox', { name: 'Config Value' });
    await user.clear(valueInput);
    await enter(user, valueInput, 'Play better.');
    await user.click(within(dataRows()[0]!).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Play better.')).toBeTruthy();
    expect(api.callsTo('POST /api/configs')[0]!.body).toEqual({
      id: 1,
      configName: 'mission',
      configValue: 'Play better.',
    });
  });

  it('keeps a row with a blank required field in edit mode and says what is missing', async () => {
    const api = mockConfigs([mission]);
    const { user } = renderGrid();
    await screen.findByText('Play well.');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(
      within(dataRows()[0]!).getByRole('textbox', { name: 'Config Value' }),
      'orphan value',
    );
    await user.click(within(dataRows()[0]!).getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Config Name is required');
    expect(api.callsTo('POST /api/configs')).toHaveLength(0);
    // The grid puts the refused row back into edit mode just after the alert shows.
    const [first] = dataRows();
    expect(await within(first!).findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(first!).getByRole('textbox', { name: 'Config Value' })).toHaveProperty(
      'value',
      'orphan value',
    );
  });

  it('shows the server refusal in a red alert and keeps the row in edit mode', async () => {
    mockConfigs([mission], {
      'POST /api/configs': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: MESSAGES.invalidRequest,
          fieldErrors: { configValue: ['That value is not allowed.'] },
        } satisfies ApiError,
      },
    });
    const { user } = renderGrid();
    await screen.findByText('Play well.');

    await user.click(within(dataRows()[0]!).getByRole('button', { name: 'Edit' }));
    await user.click(within(dataRows()[0]!).getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.invalidRequest);
    expect(alert.textContent).toContain('Config Value: That value is not allowed.');
    expect(within(dataRows()[0]!).getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('asks for confirmation before deleting, then says Deleted Successfully!!', async () => {
    const api = mockConfigs([mission]);
    const { user } = renderGrid();
    await screen.findByText('Play well.');

    await user.click(within(dataRows()[0]!).getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(within(dialog).getByText('Are you sure you want to delete mission?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.deleted);
    expect(api.callsTo('DELETE /api/configs/1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Play well.')).toBeNull());
  });

  it('deletes nothing when the confirmation is answered No', async () => {
    const api = mockConfigs([mission]);
    const { user } = renderGrid();
    await screen.findByText('Play well.');

    await user.click(within(dataRows()[0]!).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'No' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE /api/configs/1')).toHaveLength(0);
    expect(screen.getByText('Play well.')).toBeTruthy();
  });

  it('says Unable to delete with the server message when the delete fails', async () => {
    mockConfigs([mission], {
      'DELETE /api/configs/1': {
        status: 409,
        body: { code: 'IN_USE', message: 'The site still reads this config.' } satisfies ApiError,
      },
    });
    const { user } = renderGrid();
    await screen.findByText('Play well.');

    await user.click(within(dataRows()[0]!).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to delete: The site still reads this config.',
    );
    expect(screen.getByText('Play well.')).toBeTruthy();
  });

  it('leaves an unsaved new row out of the CSV export', async () => {
    mockConfigs([mission]);
    const files: Blob[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(blob: Blob) {
          files.push(blob);
          return 'blob:configs';
        }
        static override revokeObjectURL() {}
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderGrid();
    await screen.findByText('Play well.');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(files).toHaveLength(1));
    const lines = (await files[0]!.text())
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter(Boolean);
    expect(lines).toEqual(['Config Name,Config Value', 'mission,Play well.']);
  });
});

describe('EditableGrid on a phone', () => {
  const cards = () =>
    within(screen.getByRole('list', { name: 'Configs' })).getAllByRole('listitem');

  it('shows each row as a card of "Header: value" lines with Edit and Delete', async () => {
    setViewportWidth(375);
    mockConfigs([mission]);
    renderGrid();

    const [card] = await screen.findAllByRole('listitem');
    expect(card!.textContent).toContain('Config Name: mission');
    expect(card!.textContent).toContain('Config Value: Play well.');
    expect(within(card!).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(card!).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('leaves blank fields and the id off a card', async () => {
    setViewportWidth(375);
    mockConfigs([{ id: 7, configName: 'motto', configValue: null }]);
    renderGrid();

    const [card] = await screen.findAllByRole('listitem');
    expect(card!.textContent).toContain('Config Name: motto');
    expect(card!.textContent).not.toContain('Config Value');
    expect(card!.textContent).not.toMatch(/id:/i);
  });

  it('says what the list holds and what to do instead of cards when it has no rows', async () => {
    setViewportWidth(375);
    mockConfigs([]);
    renderGrid();

    expect(await screen.findByText(NO_CONFIGS)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Configs' })).toBeNull();
  });

  it('edits a row in a dialog and posts it with its id', async () => {
    setViewportWidth(375);
    const api = mockConfigs([mission]);
    const { user } = renderGrid();
    await screen.findByText(/Play well\./);

    await user.click(within(cards()[0]!).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit mission' });
    const value = within(dialog).getByRole('textbox', { name: 'Config Value' });
    await user.clear(value);
    await enter(user, value, 'Play better.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/configs')[0]!.body).toEqual({
      id: 1,
      configName: 'mission',
      configValue: 'Play better.',
    });
    expect(await screen.findByText(/Play better\./)).toBeTruthy();
  });

  it('adds a row through the dialog and keeps it open while a required field is blank', async () => {
    setViewportWidth(375);
    const api = mockConfigs([mission]);
    const { user } = renderGrid();
    await screen.findByText(/Play well\./);

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Configs' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Config Name is required',
    );
    expect(api.callsTo('POST /api/configs')).toHaveLength(0);

    await enter(user, within(dialog).getByRole('textbox', { name: 'Config Name' }), 'motto');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(api.callsTo('POST /api/configs')[0]!.body).toEqual({
      configName: 'motto',
      configValue: null,
    });
  });
});
