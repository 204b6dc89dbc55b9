import { GALLERY_MAX_ITEMS } from '@kingside/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { galleryImages } from '../../db/schema.js';
import { crudRepository } from '../../lib/crud.js';

const crud = crudRepository(galleryImages, {
  orderBy: [galleryImages.imageIndex, galleryImages.id],
  // The admin grid sees every image, including those past the public page's limit.
  lists: { public: { limit: GALLERY_MAX_ITEMS }, admin: {} },
});

export function galleryRepository(db: DbOrTx) {
  return {
    ...crud(db),
    /** The imageIndex after every image's, so a new image shows last (0 for the first). */
    async nextImageIndex(): Promise<number> {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${galleryImages.imageIndex}), -1)::int + 1` })
        .from(galleryImages);
      return row?.next ?? 0;
    },
  };
}
