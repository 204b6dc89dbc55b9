import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type ConfigRow } from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('/configs', () => {
  it('lists the configuration values from the API for an admin', async () => {
    mockApi({
      'GET /api/configs': {
        body: [
          { id: 1, configName: 'mission', configValue: 'We help players enjoy chess.' },
          { id: 2, configName: 'galleryAlbumUrl', configValue: null },
        ] satisfies ConfigRow[],
      },
    });
    renderApp('/configs', { session: buildSession({ roles: ['admin'] }) });

    // The first import of the lazy grid page takes a while in jsdom.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configs' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Configs' });
    expect(await within(grid).findByText('We help players enjoy chess.')).toBeTruthy();
    expect(within(grid).getByText('galleryAlbumUrl')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('tells a coach that the page is restricted and does not load the configs', async () => {
    const api = mockApi();
    renderApp('/configs', { session: buildSession({ roles: ['coach'] }) });

    expect(await screen.findByText(MESSAGES.accessRestricted)).toBeTruthy();
    expect(api.callsTo('GET /api/configs')).toHaveLength(0);
  });
});
