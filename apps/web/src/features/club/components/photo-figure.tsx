import type { GalleryImage } from '@kingside/shared';

/** One gallery photo with its caption; fetched only when it scrolls near the screen. */
export function PhotoFigure({ image, number }: { image: GalleryImage; number: number }) {
  return (
    <figure className="photo">
      <img
        src={image.imageURL}
        alt={image.caption ?? `Club photo ${number}`}
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
      />
      {image.caption && <figcaption aria-hidden="true">{image.caption}</figcaption>}
    </figure>
  );
}
