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

  it('offers both stored widths of an uploaded photo for the grid, and one address otherwise', async () => {
    mockApi({
      'GET /api/galleryimages': {
        body: [
          buildGalleryImage({
            id: 1,
            caption: 'Uploaded',
            imageURL: '/uploads/0123456789abcdef01234567-1600w.webp',
          }),
          buildGalleryImage({ id: 2, caption: 'Drawing' }),
        ],
      },
    });
    renderApp('/gallery');

    const photos = await screen.findByRole('list', { name: 'Photos' });
    const uploaded = within(photos).getByRole('img', { name: 'Uploaded' });
    expect(uploaded.getAttribute('srcset')).toBe(
      '/uploads/0123456789abcdef01234567-1600w.webp 1600w, /uploads/0123456789abcdef01234567-800w.webp 800w',
    );
    expect(uploaded.getAttribute('sizes')).toBe('(max-width: 520px) 100vw, 340px');
    const drawing = within(photos).getByRole('img', { name: 'Drawing' });
    expect(drawing.hasAttribute('srcset')).toBe(false);
    expect(drawing.hasAttribute('sizes')).toBe(false);
  });
});
