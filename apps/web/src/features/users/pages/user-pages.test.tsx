import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  USER_MESSAGES,
  type AdminUser,
  type ApiError,
  type MessageResponse,
} from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi, type MockRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { enter } from '@/test/enter';

const admin = buildSession({ id: 1, username: 'admin', name: 'Avery Castle', roles: ['admin'] });

const coaches = {
  items: [
    {
      id: 2,
      username: 'coach',
      name: 'Morgan Fianchetto',
      email: 'c@x.test',
      phoneNumber: null,
      students: 0,
    },
  ],
  total: 1,
  page: 0,
  size: 100,
};
const classTimes = [
  {
    id: 5,
    label: 'Saturday 10:00',
    weekday: 6,
    startTime: '10:00',
    durationMinutes: 60,
    location: null,
    coachId: 2,
    active: true,
  },
];

const riley: AdminUser = {
  id: 9,
  username: 'riley',
  name: 'Riley Pawnsworth',
  email: 'riley@example.com',
  phoneNumber: null,
  disabled: false,
  roles: ['student'],
  uscfid: null,
  chessDotComId: null,
  liChessId: null,
  rating: 850,
  section: null,
  classTime: 'Saturday 10:00 AM',
  classTimeId: null,
  coachId: null,
  unsubscribe: false,
  registerFor: null,
  createdDate: '2026-11-20T10:00:00Z',
};

const choices = {
  'GET /api/mycoaches': { body: coaches },
  'GET /api/classTimes': { body: classTimes },
};

describe('/userAdd', () => {
  it('adds a user with a coach and a class time and says Added Successfully', async () => {
    const api = mockApi({
      ...choices,
      'POST /api/users': ({ body }: MockRequest) => ({
        status: 201,
        body: { ...riley, ...(body as Partial<AdminUser>), id: 12 },
      }),
    });
    const { user } = renderApp('/userAdd/', { session: admin });

    await enter(user, await screen.findByRole('textbox', { name: 'Username' }), 'newkid');
    await enter(user, screen.getByRole('textbox', { name: 'Name' }), 'New Kid');
    await enter(user, screen.getByRole('textbox', { name: 'Email' }), 'kid@example.com');
    await screen.findByRole('option', { name: 'Morgan Fianchetto' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Coach' }), 'Morgan Fianchetto');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Class time' }),
      'Saturday 10:00',
    );
    await user.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText(USER_MESSAGES.added)).toBeTruthy();
    expect(api.callsTo('POST /api/users')[0]?.body).toMatchObject({
      username: 'newkid',
      name: 'New Kid',
      email: 'kid@example.com',
      coachId: 2,
      classTimeId: 5,
      rating: 0,
      phoneNumber: null,
    });
    expect(api.callsTo('POST /api/users')[0]?.body).not.toHaveProperty('password');
  });

  it("requires the username with the spec's message before anything is sent", async () => {
    const api = mockApi(choices);
    const { user } = renderApp('/userAdd', { session: admin });

    await enter(user, await screen.findByRole('textbox', { name: 'Name' }), 'New Kid');
    await enter(user, screen.getByRole('textbox', { name: 'Email' }), 'kid@example.com');
    await user.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    expect(api.callsTo('POST /api/users')).toHaveLength(0);
  });

  it("shows the server's message under the username when it is taken", async () => {
    mockApi({
      ...choices,
      'POST /api/users': {
        status: 409,
        body: {
          code: 'USERNAME_TAKEN',
          message: MESSAGES.usernameTaken,
          fieldErrors: { username: [MESSAGES.usernameTaken] },
        } satisfies ApiError,
      },
    });
    const { user } = renderApp('/userAdd', { session: admin });

    await enter(user, await screen.findByRole('textbox', { name: 'Username' }), 'coach');
    await enter(user, screen.getByRole('textbox', { name: 'Name' }), 'Someone');
    await enter(user, screen.getByRole('textbox', { name: 'Email' }), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Add User' }));

    await waitFor(() => expect(screen.getAllByText(MESSAGES.usernameTaken)).toHaveLength(2));
    expect(screen.queryByText(USER_MESSAGES.added)).toBeNull();
  });
});

describe('/users/{id}', () => {
  it('saves the form and says Updated Successfully', async () => {
    const api = mockApi({
      ...choices,
      'GET /api/users/9': { body: riley },
      'PUT /api/user/9': ({ body }: MockRequest) => ({
        body: { ...riley, ...(body as Partial<AdminUser>) },
      }),
    });
    const { user } = renderApp('/users/9', { session: admin });

    const section = await screen.findByRole('textbox', { name: 'Section' });
    // The free text of an account without a class time stays.
    expect(
      (screen.getByRole('textbox', { name: 'Class time (free text)' }) as HTMLInputElement).value,
    ).toBe('Saturday 10:00 AM');
    await enter(user, section, 'K-8');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(USER_MESSAGES.updated)).toBeTruthy();
    expect(api.callsTo('PUT /api/user/9')[0]?.body).toEqual({
      username: 'riley',
      name: 'Riley Pawnsworth',
      email: 'riley@example.com',
      phoneNumber: null,
      disabled: false,
      roles: ['student'],
      uscfid: null,
      chessDotComId: null,
      liChessId: null,
      rating: 850,
      section: 'K-8',
      classTime: 'Saturday 10:00 AM',
      classTimeId: null,
      coachId: null,
      unsubscribe: false,
      registerFor: null,
    });
  });

  it("requires the username with the spec's message, then saves the new one", async () => {
    const api = mockApi({
      ...choices,
      'GET /api/users/9': { body: riley },
      'PUT /api/user/9': ({ body }: MockRequest) => ({
        body: { ...riley, ...(body as Partial<AdminUser>) },
      }),
    });
    const { user } = renderApp('/users/9', { session: admin });

    const username = await screen.findByRole('textbox', { name: 'Username' });
    expect((username as HTMLInputElement).value).toBe('riley');
    await user.clear(username);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    expect(api.callsTo('PUT /api/user/9')).toHaveLength(0);

    await enter(user, username, 'riley_p');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(USER_MESSAGES.updated)).toBeTruthy();
    expect(api.callsTo('PUT /api/user/9')[0]?.body).toMatchObject({ username: 'riley_p' });
  });

  it("shows the server's message under the username when another user has it", async () => {
    mockApi({
      ...choices,
      'GET /api/users/9': { body: riley },
      'PUT /api/user/9': {
        status: 409,
        body: {
          code: 'USERNAME_TAKEN',
          message: MESSAGES.usernameTaken,
          fieldErrors: { username: [MESSAGES.usernameTaken] },
        } satisfies ApiError,
      },
    });
    const { user } = renderApp('/users/9', { session: admin });

    const username = await screen.findByRole('textbox', { name: 'Username' });
    await user.clear(username);
    await enter(user, username, 'coach');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getAllByText(MESSAGES.usernameTaken)).toHaveLength(2));
    expect(screen.queryByText(USER_MESSAGES.updated)).toBeNull();
  });

  it('resets the password and says Password is reset successfully!, or shows the server message', async () => {
    let fail = false;
    const api = mockApi({
      ...choices,
      'GET /api/users/9': { body: riley },
      'PUT /api/user/9/updatePassword': () =>
        fail
          ? {
              status: 404,
              body: { code: 'NOT_FOUND', message: MESSAGES.userNotFound } satisfies ApiError,
            }
          : { body: { message: MESSAGES.passwordReset } satisfies MessageResponse },
    });
    const { user } = renderApp('/users/9', { session: admin });

    const password = await screen.findByLabelText('New password');
    await enter(user, password, 'fresh-pass1');
    await enter(user, screen.getByLabelText('Confirm new password'), 'other-pass1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(api.callsTo('PUT /api/user/9/updatePassword')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await enter(user, screen.getByLabelText('Confirm new password'), 'fresh-pass1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MESSAGES.passwordReset)).toBeTruthy();
    expect(api.callsTo('PUT /api/user/9/updatePassword')[0]?.body).toEqual({
      password: 'fresh-pass1',
    });

    fail = true;
    await enter(user, screen.getByLabelText('New password'), 'again-pass1');
    await enter(user, screen.getByLabelText('Confirm new password'), 'again-pass1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MESSAGES.userNotFound)).toBeTruthy();
  });
});
