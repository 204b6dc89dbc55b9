import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '@kingside/shared';
import { buildCoach, buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const COACHES = [buildCoach(), buildCoach({ id: 2, firstName: 'Anna', lastName: 'Berg' })];
const NEW_PHOTO = '/uploads/0123456789abcdef01234567-480w.webp';

async function openPage() {
  const view = renderApp('/admin/coaches', { session: buildSession({ roles: ['admin'] }) });
  const region = await screen.findByRole(
    'heading',
    { name: 'Upload a coach photo' },
    { timeout: 10_000 },
  );
  const box = region.parentElement!;
  const input = box.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...view, box, input };
}

const photo = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

describe('/admin/coaches photo upload', () => {
  it("posts the chosen file for the chosen coach and shows the coach's new photo", async () => {
    const api = mockApi({
      'GET /api/coachesAdmin': { body: COACHES },
      'POST /api/coachesAdmin/2/photo': { body: { ...COACHES[1], photoUrl: NEW_PHOTO } },
    });
    const { user, box, input } = await openPage();

    await user.selectOptions(within(box).getByRole('combobox', { name: 'Coach' }), 'Anna Berg');
    const file = photo();
    await user.upload(input, file);

    const shown = await within(box).findByRole('img', { name: "Anna Berg's new photo" });
    expect(shown.getAttribute('src')).toBe(NEW_PHOTO);
    const [call] = api.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/photo'));
    const body = call![1]!.body as FormData;
    expect(body.get('file')).toBe(file);
    expect(api.callsTo('GET /api/coachesAdmin').length).toBeGreaterThan(1);
  });

  it("shows the server's refusal in an error alert", async () => {
    mockApi({
      'GET /api/coachesAdmin': { body: COACHES },
      'POST /api/coachesAdmin/1/photo': {
        status: 400,
        body: { code: 'IMAGE_INVALID', message: IMAGE_MESSAGES.notAnImage },
      },
    });
    const { user, box, input } = await openPage();

    await user.upload(input, photo());

    expect((await within(box).findByRole('alert')).textContent).toBe(IMAGE_MESSAGES.notAnImage);
    expect(within(box).queryByRole('img')).toBeNull();
  });

  it('refuses a file over the size limit without sending it', async () => {
    const api = mockApi({ 'GET /api/coachesAdmin': { body: COACHES } });
    const { user, box, input } = await openPage();
    const big = photo();
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });

    await user.upload(input, big);

    expect((await within(box).findByRole('alert')).textContent).toBe(IMAGE_MESSAGES.tooLarge);
    expect(api.callsTo('POST /api/coachesAdmin/1/photo')).toEqual([]);
  });
});
