import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '@kingside/shared';
import { buildGalleryImage, buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const NEW_PHOTO = '/uploads/0123456789abcdef01234567-1600w.webp';

async function openPage() {
  const view = renderApp('/galleryImages', { session: buildSession({ roles: ['admin'] }) });
  const heading = await screen.findByRole('heading', { name: 'Add a photo' }, { timeout: 10_000 });
  const box = heading.parentElement!;
  return { ...view, box, input: box.querySelector('input[type="file"]') as HTMLInputElement };
}

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'club.jpg', { type: 'image/jpeg' });

describe('/galleryImages photo upload', () => {
  it('posts the chosen file and shows the new photo', async () => {
    const added = buildGalleryImage({ id: 9, imageIndex: 9, imageURL: NEW_PHOTO, caption: null });
    const api = mockApi({
      'GET /api/galleryimagesAdmin': { body: [buildGalleryImage()] },
      'POST /api/galleryimagesAdmin/photo': { body: added },
    });
    const { user, box, input } = await openPage();
    const file = photo();

    await user.upload(input, file);

    const shown = await within(box).findByRole('img', { name: 'The new gallery photo' });
    expect(shown.getAttribute('src')).toBe(NEW_PHOTO);
    const [call] = api.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/photo'));
    expect((call![1]!.body as FormData).get('file')).toBe(file);
  });

  it("shows the server's refusal in an error alert", async () => {
    mockApi({
      'GET /api/galleryimagesAdmin': { body: [] },
      'POST /api/galleryimagesAdmin/photo': {
        status: 413,
        body: { code: 'IMAGE_TOO_LARGE', message: IMAGE_MESSAGES.tooLarge },
      },
    });
    const { user, box, input } = await openPage();

    await user.upload(input, photo());

    expect((await within(box).findByRole('alert')).textContent).toBe(IMAGE_MESSAGES.tooLarge);
  });
});
