import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kingside/shared';
import {
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
          buildTournamentCard({ name: 'July Rapid', tournamentDate: '2026-07-04' }),
          buildTournamentCard({ id: 2, name: 'Later Rapid', tournamentDate: '2026-07-11' }),
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
    expect(within(tournaments).getByText(/Sat, Jul 4, 2026 at 2:00 PM/)).toBeTruthy();
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

  it('shows the club schedule, labelled as such, when the member has no class time on file', async () => {
    mockApi({
      'GET /api/profile': { body: buildProfile({ classTime: null }) },
      'GET /api/programs': { body: [buildProgram({ name: 'Saturday Group' })] },
    });
    renderApp('/', { session: buildSession({ roles: ['coach'] }) });

    const schedule = await screen.findByRole('region', { name: 'Club class schedule' });
    expect(within(schedule).getByText(/not on file yet/)).toBeTruthy();
    expect(await within(schedule).findByText('Saturday Group (Main Office)')).toBeTruthy();
    expect(within(schedule).getByText('Saturdays, 10:00 AM – 11:00 AM')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Studies' }).getAttribute('href')).toBe('/studies');
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

  it('gives an admin a shortcut to the admin start page', async () => {
    mockApi({ 'GET /api/profile': { body: buildProfile({ roles: ['admin'] }) } });
    renderApp('/', { session: buildSession({ roles: ['admin'] }) });

    expect((await screen.findByRole('link', { name: 'Admin' })).getAttribute('href')).toBe(
      '/admin',
    );
  });
});
