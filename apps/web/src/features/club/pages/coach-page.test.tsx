import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCoach } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('coach pages', () => {
  it('links each coach card to /coach/{first name in lower case}', async () => {
    mockApi({
      'GET /api/coaches': {
        body: [buildCoach(), buildCoach({ id: 2, firstName: 'Elena', lastName: 'Petrosyan' })],
      },
      'GET /api/coaches/elena': {
        body: buildCoach({ id: 2, firstName: 'Elena', lastName: 'Petrosyan' }),
      },
    });
    const { user, router } = renderApp('/coaches');

    const card = await screen.findByRole('article', { name: 'Elena Petrosyan' });
    expect(within(card).getByText('$100 per month')).toBeTruthy();
    await user.click(within(card).getByRole('link', { name: 'Elena Petrosyan' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Elena Petrosyan' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/coach/elena');
  });

  it('shows the bio as paragraphs and the prices, online lessons included', async () => {
    mockApi({
      'GET /api/coaches/viktor': {
        body: buildCoach({
          firstName: 'Viktor',
          lastName: 'Alekhin',
          bio: 'First paragraph <b>not bold</b>.\n\nSecond paragraph.',
          groupMonthlyCents: null,
          privateMonthlyCents: 30000,
          privateOnlineMonthlyCents: 25000,
        }),
      },
    });
    renderApp('/coach/viktor');

    expect(await screen.findByText('First paragraph <b>not bold</b>.')).toBeTruthy();
    expect(screen.getByText('Second paragraph.').tagName).toBe('P');
    const prices = screen.getByRole('list', { name: 'Prices of Viktor Alekhin' });
    expect(prices.textContent).toContain('Private lessons, in person$300 per month');
    expect(prices.textContent).toContain('Private lessons, online$250 per month');
    expect(prices.textContent).not.toContain('Group');
    await waitFor(() => expect(document.title).toBe('Viktor Alekhin | KCC'));
  });

  it('gives each coach without a photo their initials on a colour of their own', async () => {
    mockApi({
      'GET /api/coaches': {
        body: [
          buildCoach({ id: 1, firstName: 'Viktor', lastName: 'Alekhin', photoUrl: null }),
          buildCoach({ id: 2, firstName: 'Elena', lastName: 'Petrosyan', photoUrl: null }),
          buildCoach({
            id: 3,
            firstName: 'Judit',
            lastName: 'Berg',
            photoUrl: '/photos/judit.jpg',
          }),
        ],
      },
    });
    renderApp('/coaches');

    const viktor = await screen.findByRole('article', { name: 'Viktor Alekhin' });
    const elena = screen.getByRole('article', { name: 'Elena Petrosyan' });
    const avatarOf = (card: HTMLElement) => within(card).getByTestId('coach-avatar');
    expect(avatarOf(viktor).textContent).toBe('VA');
    expect(avatarOf(elena).textContent).toBe('EP');
    expect(avatarOf(viktor).style.backgroundColor).not.toBe(avatarOf(elena).style.backgroundColor);
    const judit = screen.getByRole('article', { name: 'Judit Berg' });
    expect(within(judit).queryByTestId('coach-avatar')).toBeNull();
    expect(judit.querySelector('img')?.getAttribute('src')).toBe('/photos/judit.jpg');
    // An outside address has no other sizes to offer.
    expect(judit.querySelector('img')?.hasAttribute('srcset')).toBe(false);
    expect(judit.querySelector('img')?.hasAttribute('sizes')).toBe(false);
  });

  it('offers both stored sizes of an uploaded photo on the cards and the profile page', async () => {
    const photoUrl = '/uploads/0123456789abcdef01234567-480w.webp';
    const elena = buildCoach({ id: 2, firstName: 'Elena', lastName: 'Petrosyan', photoUrl });
    mockApi({
      'GET /api/coaches': { body: [elena] },
      'GET /api/coaches/elena': { body: elena },
    });
    const { user } = renderApp('/coaches');

    const card = await screen.findByRole('article', { name: 'Elena Petrosyan' });
    const cardPhoto = card.querySelector('img')!;
    expect(cardPhoto.getAttribute('src')).toBe(photoUrl);
    expect(cardPhoto.getAttribute('srcset')).toBe(
      '/uploads/0123456789abcdef01234567-480w.webp 480w, /uploads/0123456789abcdef01234567-240w.webp 240w',
    );
    expect(cardPhoto.getAttribute('sizes')).toBe('240px');

    await user.click(within(card).getByRole('link', { name: 'Elena Petrosyan' }));
    await screen.findByRole('heading', { level: 1, name: 'Elena Petrosyan' });
    const profilePhoto = document.querySelector('main img.coach-photo')!;
    expect(profilePhoto.getAttribute('srcset')).toBe(cardPhoto.getAttribute('srcset'));
    expect(profilePhoto.getAttribute('sizes')).toBe('260px');
  });

  it('shows the 404 page for a coach that does not exist', async () => {
    mockApi();
    renderApp('/coach/nobody');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
  });
});
