import { GALLERY_MAX_ITEMS } from '@kingside/shared';
import { galleryImages } from '../../db/schema.js';
import { crudRepository } from '../../lib/crud.js';

export const galleryRepository = crudRepository(galleryImages, {
  orderBy: [galleryImages.imageIndex, galleryImages.id],
  // The admin grid sees every image, including those past the public page's limit.
  lists: { public: { limit: GALLERY_MAX_ITEMS }, admin: {} },
});
