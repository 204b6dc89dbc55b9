import { imageSrcSet, type GalleryImage } from '@kingside/shared';

/**
 * How wide a gallery photo is shown, for the browser to pick one of its stored sizes (1600 and 800
 * pixels wide, docs/decisions/0023), matching the stylesheet's layouts.
 */
export const PHOTO_SIZES = {
  /** /gallery's grid: one column on a phone, else columns of 220 to about 340 pixels. */
  grid: '(max-width: 520px) 100vw, 340px',
  /** /about's strip under the main photo: columns of 140 to about 220 pixels. */
  strip: '(max-width: 330px) 100vw, 220px',
  /** /about's main photo, at most 40rem wide. */
  feature: '(max-width: 700px) 100vw, 640px',
  /** The home page's carousel, at most 48rem wide. */
  carousel: '(max-width: 820px) 100vw, 768px',
} as const;
export type PhotoLayout = keyof typeof PHOTO_SIZES;

/**
 * A gallery photo and its caption, fetched only when it scrolls near the screen; `number` names
 * an uncaptioned photo for screen readers ("Club photo 3"). An uploaded photo offers its stored
 * sizes for the width `layout` shows it at.
 */
export function GalleryPhoto({
  image,
  number,
  layout,
}: {
  image: GalleryImage;
  number: number;
  layout: PhotoLayout;
}) {
  const srcSet = imageSrcSet(image.imageURL);
  return (
    <>
      <img
        src={image.imageURL}
        srcSet={srcSet}
        sizes={srcSet ? PHOTO_SIZES[layout] : undefined}
        alt={image.caption ?? `Club photo ${number}`}
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
      />
      {image.caption && <figcaption aria-hidden="true">{image.caption}</figcaption>}
    </>
  );
}

/** One gallery photo with its caption, in the photo grid's frame. */
export function PhotoFigure({
  image,
  number,
  layout = 'grid',
}: {
  image: GalleryImage;
  number: number;
  layout?: PhotoLayout;
}) {
  return (
    <figure className="photo">
      <GalleryPhoto image={image} number={number} layout={layout} />
    </figure>
  );
}
