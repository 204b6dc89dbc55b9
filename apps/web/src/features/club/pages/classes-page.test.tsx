import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildLocation, buildProgram } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const LOCATIONS = [
  buildLocation({ id: 1, name: 'Main Office', address: '1 Main Street' }),
  buildLocation({ id: 2, name: 'Argyle', address: '401 Denton St, Argyle', sortOrder: 2 }),
  buildLocation({ id: 3, name: 'RJ Lee Elementary', sortOrder: 3 }),
  buildLocation({ id: 4, name: 'Mustang Park', sortOrder: 4 }),
];

const PROGRAMS = [
  buildProgram({ id: 1, name: 'Group Class: Beginner', priceCents: 9000 }),
  buildProgram({ id: 2, name: 'Group Class: Advanced', priceCents: 12000 }),
  buildProgram({
    id: 3,
    name: 'Private Class',
    kind: 'privateClass',
    priceCents: 15000,
    priceUnit: 'per 4 weeks (up to $200 by coach)',
    maxStudents: 1,
    dayOfWeek: null,
    startTime: null,
    endTime: null,
  }),
  buildProgram({
    id: 4,
    name: 'Group Class: Argyle',
    locationId: 2,
    locationName: 'Argyle',
    priceCents: 10000,
    dayOfWeek: 2,
    startTime: '17:00',
    endTime: '18:00',
  }),
  buildProgram({
    id: 5,
    name: 'After School Chess at RJ Lee',
    kind: 'afterSchool',
    locationId: 3,
    locationName: 'RJ Lee Elementary',
    priceCents: 17500,
    priceUnit: 'for 10 Fridays',
    registrationFeeCents: null,
    maxStudents: 30,
    startDate: '2026-02-27',
  }),
  buildProgram({
    id: 6,
    name: 'Group Class at Mustang Park',
    kind: 'afterSchool',
    locationId: 4,
    locationName: 'Mustang Park',
    priceCents: 8000,
    registrationFeeCents: null,
  }),
];

describe('classes page', () => {
  it('shows the Main Office and Argyle classes with prices, class size and schedule', async () => {
    mockApi({
      'GET /api/programs': { body: PROGRAMS },
      'GET /api/locations': { body: LOCATIONS },
    });
    renderApp('/classes');

    const main = (await screen.findByRole('heading', { name: 'Main Office' })).closest('section');
    const argyle = screen.getByRole('heading', { name: 'Argyle' }).closest('section');
    if (!main || !argyle) throw new Error('location sections missing');

    const beginner = within(main).getByRole('article', { name: 'Group Class: Beginner' });
    expect(within(beginner).getByText('$90 per 4 weeks + $25 registration fee')).toBeTruthy();
    expect(within(beginner).getByText('Up to 8 students')).toBeTruthy();
    expect(within(beginner).getByText('Saturdays, 10:00 AM – 11:00 AM')).toBeTruthy();
    expect(within(main).getByText(/^\$120 per 4 weeks/)).toBeTruthy();
    const privateClass = within(main).getByRole('article', { name: 'Private Class' });
    expect(within(privateClass).getByText(/^\$150 per 4 weeks \(up to \$200/)).toBeTruthy();
    expect(within(privateClass).getByText('By appointment')).toBeTruthy();
    expect(within(argyle).getByText('$100 per 4 weeks + $25 registration fee')).toBeTruthy();
    expect(within(argyle).getByText('Tuesdays, 5:00 PM – 6:00 PM')).toBeTruthy();
    expect(within(argyle).queryByText(/After School/)).toBeNull();
  });

  it('lists the after-school programs with links to their sign-up forms', async () => {
    mockApi({
      'GET /api/programs': { body: PROGRAMS },
      'GET /api/locations': { body: LOCATIONS },
    });
    renderApp('/classes');

    const section = (await screen.findByRole('heading', { name: 'After-school programs' })).closest(
      'section',
    );
    if (!section) throw new Error('after-school section missing');
    expect(within(section).getByText('$175 for 10 Fridays')).toBeTruthy();
    expect(
      within(section)
        .getByRole('link', { name: 'Register for RJ Lee Elementary' })
        .getAttribute('href'),
    ).toBe('/register/rjlee');
    expect(
      within(section).getByRole('link', { name: 'Register for Mustang Park' }).getAttribute('href'),
    ).toBe('/register/mustang');
  });
});
