import type { Coach } from '@kingside/shared';

/** The coach's photo, or nothing when there is none; decorative, as the name is next to it. */
export function CoachPhoto({ coach, size }: { coach: Coach; size: number }) {
  if (!coach.photoUrl) return null;
  return (
    <img src={coach.photoUrl} alt="" width={size} height={size} loading="lazy" decoding="async" />
  );
}
