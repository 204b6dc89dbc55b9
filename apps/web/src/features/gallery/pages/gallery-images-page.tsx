import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useGalleryImages } from '@/features/gallery/api/gallery-images-admin';
import { GalleryImagesGrid } from '@/features/gallery/components/gallery-images-grid';
import { GalleryPhotoUpload } from '@/features/gallery/components/gallery-photo-upload';

/** /galleryImages: the pictures of the /gallery page and the home carousel (admin). */
export function GalleryImagesPage() {
  const images = useGalleryImages();
  return (
    <>
      <PageTitle title="Gallery Images" />
      <QueryState query={images} label="Loading the images">
        {(rows) => (
          <>
            <GalleryPhotoUpload />
            <GalleryImagesGrid rows={rows} />
          </>
        )}
      </QueryState>
    </>
  );
}
