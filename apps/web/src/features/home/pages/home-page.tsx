import { useDocumentTitle } from '@/components/page-title';
import { MemberWelcome } from '@/features/home/components/member-welcome';
import { VisitorWelcome } from '@/features/home/components/visitor-welcome';
import { useSession } from '@/lib/session';

/** / and /home. */
export function HomePage() {
  const session = useSession();
  useDocumentTitle('Home');
  return session ? <MemberWelcome session={session} /> : <VisitorWelcome />;
}
