import { MESSAGES } from '@kingside/shared';
import { Notice } from '@/components/notice';
import { useClub } from '@/lib/club';

/**
 * Which refusal to show: `access` for role-guarded pages, `membersOnly` for club-member pages
 * (names the club), `content` for restricted parts of a page.
 */
export type RestrictedVariant = 'access' | 'membersOnly' | 'content';

function MembersOnlyMessage() {
  const { data: club } = useClub();
  return <>{MESSAGES.membersOnly(club?.name ?? 'the club')}</>;
}

/** The message a user sees in place of a page or section their roles do not allow. */
export function Restricted({ variant = 'access' }: { variant?: RestrictedVariant }) {
  return (
    <Notice tone="warning" role="alert">
      {variant === 'membersOnly' ? (
        <MembersOnlyMessage />
      ) : variant === 'content' ? (
        MESSAGES.contentRestricted
      ) : (
        MESSAGES.accessRestricted
      )}
    </Notice>
  );
}
