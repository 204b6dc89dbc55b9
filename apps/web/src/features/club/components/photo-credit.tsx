import { useClub } from '@/lib/club';

/**
 * Who made the club's photos and under which licence (the `photoCredit` setting: the demo's
 * rendered photos are CC BY-SA and must be credited where they show), or nothing when unset.
 */
export function PhotoCredit() {
  const { data: club } = useClub();
  if (!club?.photoCredit) return null;
  return <p className="small muted photo-credit">{club.photoCredit}</p>;
}
