import { isClubMember, MESSAGES } from '@kingside/shared';
import { Link } from 'react-router';
import { Notice } from '@/components/notice';
import { useClub } from '@/lib/club';
import { useSession } from '@/lib/session';

/**
 * Which refusal to show: `access` for role-guarded pages, `membersOnly` for club-member pages
 * (names the club), `coachesOnly` for the coaches' pages a member may reach (studies: a member
 * reads that they are the coaches', anyone else the members-only message; docs/decisions/0059),
 * `content` for restricted parts of a page.
 */
export type RestrictedVariant = 'access' | 'membersOnly' | 'coachesOnly' | 'content';

function MembersOnlyMessage() {
  const { data: club } = useClub();
  return <>{MESSAGES.membersOnly(club?.name ?? 'the club')}</>;
}

/** A member is one already: they read whose page it is and where their coach's work reaches them. */
function CoachesOnlyMessage() {
  const session = useSession();
  if (!isClubMember(session?.roles)) return <MembersOnlyMessage />;
  return (
    <>
      This page is for the club’s coaches and admins, who prepare lessons here. What your coach
      prepares for you comes to you as <Link to="/assignments">assignments</Link>.
    </>
  );
}

/** The message a user sees in place of a page or section their roles do not allow. */
export function Restricted({ variant = 'access' }: { variant?: RestrictedVariant }) {
  return (
    <Notice tone="warning" role="alert">
      {variant === 'membersOnly' ? (
        <MembersOnlyMessage />
      ) : variant === 'coachesOnly' ? (
        <CoachesOnlyMessage />
      ) : variant === 'content' ? (
        MESSAGES.contentRestricted
      ) : (
        MESSAGES.accessRestricted
      )}
    </Notice>
  );
}
