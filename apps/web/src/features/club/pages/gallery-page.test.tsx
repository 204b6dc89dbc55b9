import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClub, buildGalleryImage } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('gallery page', () => {
  it('shows the first 20 photos, the rest after Show all, and links the album', async () => {
    mockApi({
      'GET /api/club': {
        body: buildClub({ galleryAlbumUrl: 'https://photos.example/album' }),
      },
      'GET /api/galleryimages': {
        body: Array.from({ length: 23 }, (_, i) => buildGalleryImage({ id: i + 1 })),
      },
    });
    const { user } = renderApp('/gallery');

    const photos = await screen.findByRole('list', { name: 'Photos' });
    expect(within(photos).getAllByRole('img')).toHaveLength(20);
    expect(
      screen.getByRole('link', { name: /See more photos in our album/ }).getAttribute('href'),
    ).toBe('https://photos.example/album');

    await user.click(screen.getByRole('button', { name: 'Show all 23 photos' }));

    expect(within(photos).getAllByRole('img')).toHaveLength(23);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
    expect(document.activeElement?.textContent).toBe('Photo 21');
  });
});
