import { Loading } from '@/components/notice';
import { usePageMeta } from '@/components/page-title';
import { MemberWelcome } from '@/features/club/components/member-welcome';
import { VisitorWelcome } from '@/features/club/components/visitor-welcome';
import { useClub } from '@/lib/club';
import { useSession } from '@/lib/session';

/** / and /home: the visitor's front page, or a logged-in user's welcome. */
export function HomePage() {
  const session = useSession();
  const { data: club, isError } = useClub();
  usePageMeta(
    (abbreviation) => club?.name ?? abbreviation,
    club
      ? `${club.name}: ${club.mission}`
      : 'Chess classes, after-school programs, summer camps and rated tournaments.',
  );
  if (session) return <MemberWelcome session={session} />;
  if (club) return <VisitorWelcome club={club} />;
  return isError ? <h1 className="page-title">Welcome to our chess club</h1> : <Loading />;
}
