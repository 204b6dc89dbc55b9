import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENTRY_MESSAGES, ENTRY_UPLOAD_COLUMNS } from '@kingside/shared';
import { buildTournament } from '@/features/tournaments/test/tournament-fakes';
import { TEMPLATE_CSV } from '@/features/tournaments/pages/tour-entries-upload-page';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const admin = buildSession({ roles: ['admin'], username: 'admin', accessToken: 'admin-token' });

/** A stand-in XMLHttpRequest the test drives: it records the request and answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: {
    onprogress: ((event: ProgressEvent) => void) | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  sent() {
    this.upload.onload?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

async function openUpload() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  mockApi({
    'GET /api/tournament/1': { body: buildTournament({ id: 1, name: 'Saturday Rapid' }) },
  });
  const view = renderApp('/tourEntriesUpload/1', { session: admin });
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Saturday Rapid — Upload Entries' },
    { timeout: 10_000 },
  );
  return view;
}

const csv = () => new File([`${TEMPLATE_CSV}Ada,1,,1500\n`], 'entries.csv', { type: 'text/csv' });

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('/tourEntriesUpload/:id', () => {
  it('lists the 17 columns and makes the template from them', async () => {
    await openUpload();
    const columns = screen.getByRole('list', { name: 'Columns' });
    expect(
      within(columns)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...ENTRY_UPLOAD_COLUMNS]);
    expect(ENTRY_UPLOAD_COLUMNS).toHaveLength(17);
    expect(TEMPLATE_CSV.trim().split(',')).toEqual([...ENTRY_UPLOAD_COLUMNS]);
    expect(screen.getByRole('button', { name: 'Download a template' })).toBeTruthy();
  });

  it('asks for a file before uploading', async () => {
    const { user } = await openUpload();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ENTRY_MESSAGES.uploadNoFile);
    expect(FakeXhr.last).toBeNull();
  });

  it('shows the progress, then Importing…, then how many were imported', async () => {
    const { user } = await openUpload();
    await user.upload(screen.getByLabelText('CSV file'), csv());
    expect(screen.getByText('entries.csv')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/tournament/1/entries/upload');
    expect(xhr.headers.Authorization).toBe('Bearer admin-token');
    expect((xhr.body?.get('csvFile') as File).name).toBe('entries.csv');

    act(() => xhr.progress(40, 100));
    expect(await screen.findByText('Uploading… 40%')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow'),
    ).toBe('40');
    act(() => xhr.sent());
    expect(await screen.findByText('Importing…')).toBeTruthy();
    act(() => xhr.answer(200, { message: ENTRY_MESSAGES.uploaded(2), imported: 2 }));

    expect(await screen.findByText(ENTRY_MESSAGES.uploaded(2), { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the entries' }).getAttribute('href')).toBe(
      '/tourEntries/1',
    );
    expect(screen.queryByText('Importing…')).toBeNull();
  });

  it('lists every bad row by line and reason when the file is refused', async () => {
    const { user } = await openUpload();
    await user.upload(screen.getByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    act(() =>
      FakeXhr.last!.answer(400, {
        code: 'VALIDATION_ERROR',
        message: ENTRY_MESSAGES.uploadRejected(2),
        fieldErrors: {
          'line 12': ['Choose one of this tournament’s sections.'],
          'line 4': ['Please enter required field', 'Use digits only.'],
        },
      }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ENTRY_MESSAGES.uploadRejected(2));
    const table = within(alert).getByRole('table', { name: 'Rows with problems' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['line 4', 'Please enter required field Use digits only.'],
      ['line 12', 'Choose one of this tournament’s sections.'],
    ]);
  });
});
