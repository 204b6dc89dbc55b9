import type { Coach } from '@kingside/shared';
import { avatarColour, initialsOf } from '@/lib/avatar';

/**
 * The coach's photo, or, without one, their initials on a colour of their own; decorative either
 * way, as the name is next to it.
 */
export function CoachPhoto({ coach, size }: { coach: Coach; size: number }) {
  if (coach.photoUrl) {
    return (
      <img
        className="coach-photo"
        src={coach.photoUrl}
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
