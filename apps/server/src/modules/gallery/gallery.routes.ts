import { GALLERY_MAX_ITEMS, GalleryImageSaveSchema, GalleryImageSchema } from '@kingside/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { galleryImages } from '../../db/schema.js';
import { registerCrudRoutes } from '../../lib/crud.js';

const galleryRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx, {
    tag: 'content',
    noun: 'gallery image',
    table: galleryImages,
    rowSchema: GalleryImageSchema,
    saveSchema: GalleryImageSaveSchema,
    lists: [
      { path: '/api/galleryimages', access: 'public', limit: GALLERY_MAX_ITEMS },
      // The admin grid sees every image, including those past the public page's limit.
      { path: '/api/galleryimagesAdmin', access: 'admin' },
    ],
    orderBy: [galleryImages.imageIndex, galleryImages.id],
    savePath: '/api/galleryimagesAdmin',
    deletePath: '/api/galleryimagesAdmin/:id',
    present: (r) => ({
      id: r.id,
      imageIndex: r.imageIndex,
      imageURL: r.imageUrl,
      caption: r.caption,
    }),
    toValues: ({ imageURL, ...s }) => ({ ...s, imageUrl: imageURL }),
  });
};

export default galleryRoutes;
