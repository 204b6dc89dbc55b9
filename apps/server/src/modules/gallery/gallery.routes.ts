import { GalleryImageSaveSchema, GalleryImageSchema, type GalleryImage } from '@kingside/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCrudRoutes } from '../../lib/crud.js';
import { acceptImageUploads, imageUpload, readImageUpload } from '../../lib/images.js';
import { IMAGE_UPLOAD_ERRORS } from '../../lib/route-schemas.js';
import { signedInRoutes } from '../../lib/routes.js';
import { galleryRepository } from './gallery.repository.js';

type GalleryRow = { id: number; imageIndex: number; imageUrl: string; caption: string | null };

const present = (r: GalleryRow): GalleryImage => ({
  id: r.id,
  imageIndex: r.imageIndex,
  imageURL: r.imageUrl,
  caption: r.caption,
});

const galleryRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx, {
    tag: 'content',
    noun: 'gallery image',
    repository: galleryRepository,
    rowSchema: GalleryImageSchema,
    saveSchema: GalleryImageSaveSchema,
    lists: { public: '/api/galleryimages', admin: '/api/galleryimagesAdmin' },
    present,
    toValues: ({ imageURL, ...s }) => ({ ...s, imageUrl: imageURL }),
  });

  await acceptImageUploads(app);
  signedInRoutes(app, 'content').admin.post(
    '/api/galleryimagesAdmin/photo',
    'Upload a photo to the gallery (multipart, one JPEG, PNG or WebP `file`): stored 1600 and 800 px wide, added after every other image without a caption',
    { response: { 200: GalleryImageSchema, ...IMAGE_UPLOAD_ERRORS } },
    async (request) => {
      const image = await readImageUpload(request, ctx.config, 'gallery');
      const gallery = galleryRepository(ctx.database.db);
      const row = await gallery.insert({
        imageIndex: await gallery.nextImageIndex(),
        imageUrl: image.url,
        caption: null,
      });
      return present(row);
    },
    imageUpload(ctx),
  );
};

export default galleryRoutes;
