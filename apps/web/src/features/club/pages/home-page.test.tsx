import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, type ClassTime } from '@kingside/shared';
import {
  buildChild,
  buildClub,
  buildGalleryImage,
  buildNewsItem,
  buildProfile,
  buildProgram,
  buildSession,
  buildTournamentCard,
} from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('home page', () => {
  it('shows a visitor the mission, the next tournament and the latest news', async () => {
    mockApi({
      'GET /api/club': { body: buildClub({ mission: 'Chess for every kid in town.' }) },
      'GET /api/tournaments/upcoming': {
        body: [
          buildTournamentCard({ name: 'July Rapid', tournamentDate: '2027-07-03' }),
          buildTournamentCard({ id: 2, name: 'Later Rapid', tournamentDate: '2027-07-10' }),
        ],
      },
      'GET /api/news': {
        body: [
          buildNewsItem({ title: 'Camp is open', body: 'Sign up now.\n\nMore below.' }),
          buildNewsItem({ id: 2, title: 'Older news' }),
        ],
      },
    });
    renderApp('/');

    expect(await screen.findByText('Chess for every kid in town.')).toBeTruthy();
    const tournaments = screen.getByRole('article', { name: 'Tournaments' });
    expect(await within(tournaments).findByText('July Rapid')).toBeTruthy();
    expect(within(tournaments).getByText(/Sat, Jul 3, 2027 at 2:00 PM/)).toBeTruthy();
    expect(within(tournaments).getByText(/entry \$25/)).toBeTruthy();
    expect(screen.queryByText('Later Rapid')).toBeNull();
    expect(within(tournaments).getByRole('link').getAttribute('href')).toBe('/tournaments');
    const news = screen.getByRole('article', { name: 'News' });
    expect(await within(news).findByText('Camp is open')).toBeTruthy();
    expect(within(news).getByText('Sign up now.')).toBeTruthy();
    const classes = screen.getByRole('article', { name: 'Classes' });
    expect(within(classes).getByRole('link').getAttribute('href')).toBe('/classes');
    // The club's own name: what a search result or a shared link shows for the front page.
    await waitFor(() => expect(document.title).toBe('Kingside Chess Club'));
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    expect(description?.content).toContain('Chess for every kid in town.');
  });

  it('features the next tournament to start, not one of today that has begun', async () => {
    // 3 pm in Chicago on July 4: the morning's rapid is under way (and July 4 is over in Asia).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-04T20:00:00Z'));
    try {
      mockApi({
        'GET /api/club': { body: buildClub({ timezone: 'America/Chicago' }) },
        'GET /api/tournaments/upcoming': {
          body: [
            buildTournamentCard({
              name: 'Morning Rapid',
              tournamentDate: '2026-07-04',
              startTime: '10:00',
            }),
            buildTournamentCard({
              id: 2,
              name: 'Evening Blitz',
              tournamentDate: '2026-07-04',
              startTime: '18:00',
            }),
          ],
        },
      });
      renderApp('/');
      const tournaments = await screen.findByRole('article', { name: 'Tournaments' });
      expect(await within(tournaments).findByText('Evening Blitz')).toBeTruthy();
      expect(within(tournaments).queryByText('Morning Rapid')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the gallery photos one at a time with Previous and Next', async () => {
    mockApi({
      'GET /api/galleryimages': {
        body: [1, 2, 3].map((id) =>
          buildGalleryImage({ id, caption: `Photo ${id}`, imageURL: `/uploads/photo-${id}.webp` }),
        ),
      },
    });
    const { user } = renderApp('/');

    const carousel = await screen.findByRole('region', { name: 'Club photos' });
    const visible = () => within(carousel).getByRole('img').getAttribute('alt');
    expect(visible()).toBe('Photo 1');
    expect(within(carousel).getByRole('img').getAttribute('loading')).toBe('lazy');

    await user.click(within(carousel).getByRole('button', { name: 'Previous photo' }));
    expect(visible()).toBe('Photo 3');
    await user.click(within(carousel).getByRole('button', { name: 'Next photo' }));
    await user.click(within(carousel).getByRole('button', { name: 'Next photo' }));
    expect(visible()).toBe('Photo 2');
    expect(within(carousel).getByRole('group', { name: '2 of 3' })).toBeTruthy();
  });

  it("offers an uploaded photo's stored widths at the carousel's width", async () => {
    mockApi({
      'GET /api/galleryimages': {
        body: [
          buildGalleryImage({ id: 1, imageURL: '/uploads/0123456789abcdef01234567-1600w.webp' }),
        ],
      },
    });
    renderApp('/');

    const carousel = await screen.findByRole('region', { name: 'Club photos' });
    const photo = within(carousel).getByRole('img');
    expect(photo.getAttribute('srcset')).toBe(
      '/uploads/0123456789abcdef01234567-1600w.webp 1600w, /uploads/0123456789abcdef01234567-800w.webp 800w',
    );
    expect(photo.getAttribute('sizes')).toBe('(max-width: 820px) 100vw, 768px');
  });

  it('shows only photos in the carousel, and no photos section when the gallery holds only drawings', async () => {
    const drawing = buildGalleryImage({ id: 1, caption: 'A drawing' });
    mockApi({
      'GET /api/galleryimages': {
        body: [drawing, buildGalleryImage({ id: 2, imageURL: '/uploads/a-1600w.webp' })],
      },
    });
    const first = renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Club photos' });
    expect(
      within(carousel)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Photo 2']);
    first.unmount();

    mockApi({ 'GET /api/galleryimages': { body: [drawing] } });
    const { queryClient } = renderApp('/');
    await waitFor(() =>
      expect(queryClient.getQueryState(['gallery-images'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('heading', { name: 'Photos' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Club photos' })).toBeNull();
  });

  it('keeps the welcome line for a logged-in user', async () => {
    mockApi();
    renderApp('/home', { session: buildSession({ name: 'Sam Student' }) });

    expect(await screen.findByRole('heading', { name: 'Welcome, Sam Student!' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Newsletter' })).toBeNull();
  });

  it('shows a student their class time and shortcuts to what their role opens', async () => {
    mockApi({
      'GET /api/profile': { body: buildProfile({ classTime: 'Saturday 10:00 AM' }) },
    });
    renderApp('/', { session: buildSession({ name: 'Sam Student', roles: ['student'] }) });

    const yourClass = await screen.findByRole('region', { name: 'Your class' });
    expect(within(yourClass).getByText(/Saturday 10:00 AM/)).toBeTruthy();
    const shortcuts = screen.getByRole('region', { name: 'Shortcuts' });
    const titles = within(shortcuts)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'My Games',
      'Openings',
      'Puzzles',
      'Analysis Board',
      'Calendar',
      'Profile',
    ]);
    expect(within(shortcuts).getByRole('link', { name: 'My Games' }).getAttribute('href')).toBe(
      '/myGames',
    );
    expect(screen.queryByText(MESSAGES.notAMemberYet)).toBeNull();
  });

  it('tells a student how many of their own mistakes wait to be solved again', async () => {
    mockApi({
      'GET /api/profile': { body: buildProfile({ classTime: 'Saturday 10:00 AM' }) },
      'GET /api/mypuzzles/mistakes': { body: { waiting: 3 } },
    });
    renderApp('/', { session: buildSession({ roles: ['student'] }) });

    const link = await screen.findByRole('link', { name: '3 of your mistakes are waiting' });
    expect(link.getAttribute('href')).toBe('/mypuzzles/dashboard');
  });

  it('tells a student without a class time on file why they see the club schedule', async () => {
    mockApi({
      'GET /api/profile': { body: buildProfile({ classTime: null }) },
      'GET /api/programs': { body: [buildProgram({ name: 'Saturday Group' })] },
    });
    renderApp('/', { session: buildSession({ roles: ['student'] }) });

    const schedule = await screen.findByRole('region', { name: 'Club class schedule' });
    expect(
      within(schedule).getByText(
        'Your own class time is not on file yet, so here are all of the club’s weekly classes.',
      ),
    ).toBeTruthy();
    expect(await within(schedule).findByText('Saturday Group (Main Office)')).toBeTruthy();
    expect(within(schedule).getByText('Saturdays, 10:00 AM – 11:00 AM')).toBeTruthy();
  });

  it('shows a coach the class times they coach, not a class time of their own', async () => {
    const classTime = (overrides: Partial<ClassTime>): ClassTime => ({
      id: 1,
      label: 'Saturday 10:00 AM',
      weekday: 6,
      startTime: '10:00',
      durationMinutes: 60,
      location: 'Main Office',
      coachId: 3,
      active: true,
      ...overrides,
    });
    const api = mockApi({
      'GET /api/classTimes': {
        body: [
          classTime({}),
          classTime({ id: 2, label: 'Saturday 11:00 AM', location: null }),
          classTime({ id: 3, label: 'Sunday 10:00 AM', coachId: 4 }),
          classTime({ id: 4, label: 'Monday 5:00 PM', active: false }),
        ],
      },
    });
    renderApp('/', { session: buildSession({ id: 3, roles: ['coach'] }) });

    const coached = await screen.findByRole('region', { name: 'Classes you coach' });
    expect(
      within(coached)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Saturday 10:00 AM (Main Office)', 'Saturday 11:00 AM']);
    expect(within(coached).getByRole('link', { name: 'Class Progress' }).getAttribute('href')).toBe(
      '/classProgress',
    );
    expect(screen.queryByText(/not on file/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Club class schedule' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Studies' }).getAttribute('href')).toBe('/studies');
    expect(api.callsTo('GET /api/profile')).toHaveLength(0);
  });

  it('tells a coach with no class time assigned so, above the club schedule', async () => {
    mockApi({
      'GET /api/classTimes': { body: [] },
      'GET /api/programs': { body: [buildProgram({ name: 'Saturday Group' })] },
    });
    renderApp('/', { session: buildSession({ id: 3, roles: ['coach'] }) });

    const schedule = await screen.findByRole('region', { name: 'Club class schedule' });
    expect(
      within(schedule).getByText(
        'No class time is assigned to you yet; here are the club’s weekly classes.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/not on file/)).toBeNull();
  });

  it('shows an admin without a class time the club schedule without a student’s sentence', async () => {
    mockApi({
      'GET /api/profile': { body: buildProfile({ roles: ['admin'], classTime: null }) },
      'GET /api/programs': { body: [buildProgram()] },
    });
    renderApp('/', { session: buildSession({ roles: ['admin'] }) });

    const schedule = await screen.findByRole('region', { name: 'Club class schedule' });
    expect(within(schedule).getByText('The club’s weekly classes:')).toBeTruthy();
    expect(screen.queryByText(/not on file/)).toBeNull();
  });

  it('tells an account without a role how to become a member, and offers nothing it cannot open', async () => {
    const api = mockApi({ 'GET /api/programs': { body: [buildProgram()] } });
    renderApp('/', { session: buildSession({ roles: [] }) });

    expect(await screen.findByText(MESSAGES.notAMemberYet)).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Classes' }).getAttribute('href')).toBe('/classes');
    expect(main.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/inquiry');
    expect(await screen.findByRole('region', { name: 'Club class schedule' })).toBeTruthy();
    const shortcuts = screen.getByRole('region', { name: 'Shortcuts' });
    expect(within(shortcuts).queryByRole('link', { name: 'My Games' })).toBeNull();
    expect(within(shortcuts).queryByRole('link', { name: 'Studies' })).toBeNull();
    expect(api.callsTo('GET /api/profile')).toHaveLength(0);
  });

  it.each([
    ['keeps children in its family', { 'GET /api/family/children': { body: [buildChild()] } }],
    [
      'has a student linked to it',
      { 'GET /api/progress/children': { body: [{ username: 'pat', name: 'Pat Pawn' }] } },
    ],
  ])(
    'tells a parent, an account without a role that %s, about their children instead of membership',
    async (_, children) => {
      mockApi({ 'GET /api/programs': { body: [buildProgram()] }, ...children });
      renderApp('/', { session: buildSession({ roles: [] }) });

      expect(await screen.findByText(MESSAGES.parentAccount)).toBeTruthy();
      expect(screen.queryByText(MESSAGES.notAMemberYet)).toBeNull();
      const main = within(screen.getByRole('main'));
      expect(main.getByRole('link', { name: 'Family' }).getAttribute('href')).toBe(
        '/profile/family',
      );
      const schedule = await screen.findByRole('region', { name: 'Club class schedule' });
      expect(
        within(schedule).getByText('The club’s weekly classes, for your children:'),
      ).toBeTruthy();
    },
  );

  it('gives an admin a shortcut to the admin start page', async () => {
    mockApi({ 'GET /api/profile': { body: buildProfile({ roles: ['admin'] }) } });
    renderApp('/', { session: buildSession({ roles: ['admin'] }) });

    expect((await screen.findByRole('link', { name: 'Admin' })).getAttribute('href')).toBe(
      '/admin',
    );
  });
});
