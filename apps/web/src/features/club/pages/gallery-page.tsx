import { useState } from 'react';
import { GALLERY_PREVIEW_ITEMS } from '@kingside/shared';
import { PageTitle } from '@/components/page-title';
import { PlainQueryState } from '@/components/plain-query-state';
import { useGalleryImages } from '@/features/club/api/get-gallery-images';
import { PhotoCredit } from '@/features/club/components/photo-credit';
import { PhotoFigure } from '@/features/club/components/photo-figure';
import { useClub } from '@/lib/club';

/** /gallery: the first GALLERY_PREVIEW_ITEMS photos, Show all for the rest, and the album link. */
export function GalleryPage() {
  const images = useGalleryImages();
  const { data: club } = useClub();
  const [showAll, setShowAll] = useState(false);

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
      <PlainQueryState query={images} empty="No photos yet.">
        {(all) => (
          <>
            <ul className="photo-grid" aria-label="Photos">
              {(showAll ? all : all.slice(0, GALLERY_PREVIEW_ITEMS)).map((image, i) => (
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
      </PlainQueryState>
      <PhotoCredit />
    </>
  );
}
