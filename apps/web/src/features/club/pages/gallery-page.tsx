import { useState } from 'react';
import { GALLERY_PREVIEW_ITEMS } from '@kingside/shared';
import { ErrorNotice, Loading } from '@/components/notice';
import { PageTitle } from '@/components/page-title';
import { useGalleryImages } from '@/features/club/api/get-gallery-images';
import { PhotoFigure } from '@/features/club/components/photo-figure';
import { useClub } from '@/lib/club';

/** /gallery: the first GALLERY_PREVIEW_ITEMS photos, Show all for the rest, and the album link. */
export function GalleryPage() {
  const images = useGalleryImages();
  const { data: club } = useClub();
  const [showAll, setShowAll] = useState(false);
  const all = images.data ?? [];
  const shown = showAll ? all : all.slice(0, GALLERY_PREVIEW_ITEMS);

  return (
    <>
      <PageTitle
        title="Gallery"
        description="Photos from the club's classes, camps and tournaments."
      />
      {club?.galleryAlbumUrl && (
        <p>
          <a href={club.galleryAlbumUrl} target="_blank" rel="noopener noreferrer">
            See more photos in our album (opens in a new tab)
          </a>
        </p>
      )}
      {images.isError ? (
        <ErrorNotice error={images.error} />
      ) : images.isPending ? (
        <Loading />
      ) : all.length === 0 ? (
        <p>No photos yet.</p>
      ) : (
        <>
          <ul className="photo-grid" aria-label="Photos">
            {shown.map((image, i) => (
              <li
                key={image.id}
                // The first photo Show all reveals takes the focus, so keyboard users carry on there.
                ref={showAll && i === GALLERY_PREVIEW_ITEMS ? (item) => item?.focus() : undefined}
                tabIndex={showAll && i === GALLERY_PREVIEW_ITEMS ? -1 : undefined}
              >
                <PhotoFigure image={image} number={i + 1} layout="grid" />
              </li>
            ))}
          </ul>
          {!showAll && all.length > GALLERY_PREVIEW_ITEMS && (
            <p className="section">
              <button
                type="button"
                className="button button-outlined"
                onClick={() => setShowAll(true)}
              >
                Show all {all.length} photos
              </button>
            </p>
          )}
        </>
      )}
    </>
  );
}
