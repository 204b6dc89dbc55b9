import { GalleryImageSaveSchema, GalleryImageSchema } from '@kingside/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCrudRoutes } from '../../lib/crud.js';
import { galleryRepository } from './gallery.repository.js';

const galleryRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx, {
    tag: 'content',
    noun: 'gallery image',
    repository: galleryRepository,
    rowSchema: GalleryImageSchema,
    saveSchema: GalleryImageSaveSchema,
    lists: { public: '/api/galleryimages', admin: '/api/galleryimagesAdmin' },
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
