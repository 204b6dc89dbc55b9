import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Profile } from '@kingside/shared';
import { buildProfile, buildSession } from '@/test/factories';
import { mockApi, type MockRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const profile = buildProfile({ uscfid: '12345678' });

describe('profile edit form', () => {
  it('starts from the saved profile, saves the change and shows Profile saved.', async () => {
    const api = mockApi({
      'GET /api/profile': { body: profile },
      'PUT /api/profile': ({ body }: MockRequest) => ({
        body: { ...profile, ...(body as Partial<Profile>) } satisfies Profile,
      }),
    });
    const { user } = renderApp('/profileEdit', { session: buildSession() });

    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('Sam Student');
    expect((screen.getByRole('textbox', { name: 'USCF ID' }) as HTMLInputElement).value).toBe(
      '12345678',
    );

    await user.type(screen.getByRole('textbox', { name: "Parent's name" }), 'Pat Parent');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.profileSaved)).toBeTruthy();
    expect(api.callsTo('PUT /api/profile')[0]?.body).toEqual({
      name: 'Sam Student',
      email: 'sam@example.com',
      phoneNumber: null,
      uscfid: '12345678',
      chessDotComId: null,
      liChessId: null,
      parentsName: 'Pat Parent',
    });
    expect(api.callsTo('GET /api/profile').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the e-mail message for an invalid address', async () => {
    const api = mockApi({ 'GET /api/profile': { body: profile } });
    const { user } = renderApp('/profileEdit', { session: buildSession() });

    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(api.callsTo('PUT /api/profile')).toHaveLength(0);
  });
});
