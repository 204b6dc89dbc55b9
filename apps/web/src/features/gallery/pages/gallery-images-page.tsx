import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { useGalleryImages } from '@/features/gallery/api/gallery-images-admin';
import { GalleryImagesGrid } from '@/features/gallery/components/gallery-images-grid';
import { GalleryPhotoUpload } from '@/features/gallery/components/gallery-photo-upload';

/** /galleryImages: the pictures of the /gallery page and the home carousel (admin). */
export function GalleryImagesPage() {
  const images = useGalleryImages();
  return (
    <>
      <PageTitle title="Gallery Images" />
      {images.isError ? (
        <ErrorAlert error={images.error} />
      ) : (
        <>
          <GalleryPhotoUpload />
          <GalleryImagesGrid rows={images.data ?? []} loading={images.isPending} />
        </>
      )}
    </>
  );
}
