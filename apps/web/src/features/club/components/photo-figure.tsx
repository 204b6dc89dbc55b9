import type { GalleryImage } from '@kingside/shared';

/**
 * A gallery photo and its caption, fetched only when it scrolls near the screen; `number` names
 * an uncaptioned photo for screen readers ("Club photo 3").
 */
export function GalleryPhoto({ image, number }: { image: GalleryImage; number: number }) {
  return (
    <>
      <img
        src={image.imageURL}
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
export function PhotoFigure({ image, number }: { image: GalleryImage; number: number }) {
  return (
    <figure className="photo">
      <GalleryPhoto image={image} number={number} />
    </figure>
  );
}
