import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildClub,
  buildGalleryImage,
  buildNewsItem,
  buildSession,
  buildTournamentSummary,
} from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('home page', () => {
  it('shows a visitor the mission, the next tournament and the latest news', async () => {
    mockApi({
      'GET /api/club': { body: buildClub({ mission: 'Chess for every kid in town.' }) },
      'GET /api/tournaments/upcoming': {
        body: [
          buildTournamentSummary({ name: 'July Rapid', tournamentDate: '2026-07-04' }),
          buildTournamentSummary({ id: 2, name: 'Later Rapid', tournamentDate: '2026-07-11' }),
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
    const news = screen.getByRole('article', { name: 'News' });
    expect(await within(news).findByText('Camp is open')).toBeTruthy();
    expect(within(news).getByText('Sign up now.')).toBeTruthy();
    const classes = screen.getByRole('article', { name: 'Classes' });
    expect(within(classes).getByRole('link').getAttribute('href')).toBe('/classes');
    await waitFor(() => expect(document.title).toBe('Home | KCC'));
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    expect(description?.content).toContain('Chess for every kid in town.');
  });

  it('shows the gallery photos one at a time with Previous and Next', async () => {
    mockApi({
      'GET /api/galleryimages': {
        body: [1, 2, 3].map((id) => buildGalleryImage({ id, caption: `Photo ${id}` })),
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

  it('keeps the welcome line for a logged-in user', async () => {
    mockApi();
    renderApp('/home', { session: buildSession({ name: 'Sam Student' }) });

    expect(await screen.findByRole('heading', { name: 'Welcome, Sam Student!' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Newsletter' })).toBeNull();
  });
});
