import { imageSrcSet, type Coach } from '@kingside/shared';
import { avatarColour, initialsOf } from '@/lib/avatar';

/**
 * The coach's photo, or, without one, their initials on a colour of their own; decorative either
 * way, as the name is next to it. An uploaded photo offers both stored sizes (480 and 240 pixel
 * squares, docs/decisions/0023) for the browser to pick from at the shown size.
 */
export function CoachPhoto({ coach, size }: { coach: Coach; size: number }) {
  if (coach.photoUrl) {
    const srcSet = imageSrcSet(coach.photoUrl);
    return (
      <img
        className="coach-photo"
        src={coach.photoUrl}
        srcSet={srcSet}
        // Shown at most `size` CSS pixels wide (the stylesheet's max-width on coach cards and pages).
        sizes={srcSet ? `${size}px` : undefined}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
    );
  }
  const name = `${coach.firstName} ${coach.lastName}`;
  return (
    <span
      className="coach-photo avatar"
      aria-hidden="true"
      data-testid="coach-avatar"
      style={{ backgroundColor: avatarColour(name), maxWidth: size }}
    >
      {initialsOf(name)}
    </span>
  );
}
