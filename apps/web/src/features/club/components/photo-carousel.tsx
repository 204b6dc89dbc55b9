import { useEffect, useId, useState } from 'react';
import type { GalleryImage } from '@kingside/shared';
import { GalleryPhoto } from '@/features/club/components/photo-figure';
import { useMediaQuery } from '@/lib/use-media-query';

/** Time each photo shows while the slide show runs, in milliseconds. */
const ROTATE_MS = 6000;

/**
 * The gallery images that are photos: an SVG is a drawing (the demo's placeholders), shown on
 * /gallery but never in the home carousel, which hides without a photo (docs/decisions/0023).
 */
export function carouselPhotos(images: GalleryImage[]): GalleryImage[] {
  return images.filter((image) => !/\.svg$/i.test(image.imageURL.split(/[?#]/)[0] ?? ''));
}

/**
 * An auto-rotating photo slide show (the WAI-ARIA carousel pattern): a Pause button first,
 * Previous and Next, rotation paused while the pointer or keyboard focus is inside, and not
 * started at all for users who prefer reduced motion. Hidden slides' images are not fetched.
 */
export function PhotoCarousel({
  images: all,
  label,
}: {
  /** The gallery's images; only photos show (see carouselPhotos). */
  images: GalleryImage[];
  label: string;
}) {
  const images = carouselPhotos(all);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(!reducedMotion);
  const [held, setHeld] = useState(false);
  const slidesId = useId();
  const count = images.length;
  const rotating = playing && !held && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (step: number) => setIndex((current + step + count) % count);

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="carousel-controls">
        {count > 1 && (
          <button
            type="button"
            className="button button-outlined"
            onClick={() => setPlaying((p) => !p)}
          >
            {playing ? 'Pause slide show' : 'Play slide show'}
          </button>
        )}
        <button
          type="button"
          className="button button-outlined"
          aria-controls={slidesId}
          onClick={() => go(-1)}
          disabled={count < 2}
        >
          Previous photo
        </button>
        <button
          type="button"
          className="button button-outlined"
          aria-controls={slidesId}
          onClick={() => go(1)}
          disabled={count < 2}
        >
          Next photo
        </button>
      </div>
      <div
        id={slidesId}
        className="carousel-viewport"
        aria-live={rotating ? 'off' : 'polite'}
        aria-atomic="false"
      >
        {images.map((image, i) => (
          <div
            key={image.id}
            className="carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            hidden={i !== current}
          >
            <figure>
              <GalleryPhoto image={image} number={i + 1} layout="carousel" />
            </figure>
          </div>
        ))}
      </div>
    </section>
  );
}
