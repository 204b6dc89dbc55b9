import {
  canAccess,
  isClubMember,
  isLearner,
  MESSAGES,
  mistakesWaitingText,
  type Access,
} from '@kingside/shared';
import { Link } from 'react-router';
import { Notice } from '@/components/notice';
import { useAssignmentsWaiting } from '@/features/club/api/get-assignments-waiting';
import { useCoachedClassTimes } from '@/features/club/api/get-coached-class-times';
import { useMistakesWaiting } from '@/features/club/api/get-mistakes-waiting';
import { useMyClassTime } from '@/features/club/api/get-my-class-time';
import { usePuzzleActivity } from '@/features/club/api/get-puzzle-activity';
import { usePrograms } from '@/features/club/api/get-programs';
import { HighlightCard } from '@/features/club/components/highlight-card';
import { programSchedule } from '@/features/club/components/program-card';
import type { PuzzleUserActivity } from '@kingside/shared';
import { NO_ROLE_LINKS, useIsParent } from '@/lib/family-children';
import type { Session } from '@/lib/session';

/** The start page's shortcuts; each shows only to those its page lets in (docs/decisions/0022). */
const SHORTCUTS: { title: string; to: string; access: Access; text: string }[] = [
  {
    title: 'Admin',
    to: '/admin',
    access: 'admin',
    text: 'New inquiries, payments to check and this week’s registrations.',
  },
  {
    title: 'My Games',
    to: '/myGames',
    access: 'clubMember',
    text: 'Your own games, to replay and annotate.',
  },
  { title: 'Studies', to: '/studies', access: 'coachOrAdmin', text: 'Studies for your students.' },
  {
    title: 'Games',
    to: '/games',
    access: 'coachOrAdmin',
    text: 'The club’s games library: upload and display games.',
  },
  {
    title: 'Openings',
    to: '/openings',
    access: 'clubMember',
    text: 'The club’s opening repertoire.',
  },
  {
    title: 'Puzzles',
    to: '/puzzles',
    access: 'studentOrCoach',
    text: 'Rated puzzles, puzzle search, survival and your puzzle dashboard.',
  },
  {
    title: 'Analysis Board',
    to: '/board',
    access: 'authenticated',
    text: 'Set up a position and try your moves.',
  },
  {
    title: 'Calendar',
    to: '/calendar',
    access: 'authenticated',
    text: 'Classes, camp weeks and tournaments by month.',
  },
  {
    title: 'Profile',
    to: '/profile',
    access: 'authenticated',
    text: 'Your details and your board theme.',
  },
];

/** The club's weekly classes from the public programs, for someone whose own class is not on file. */
function ClubSchedule({ note }: { note: string }) {
  const programs = usePrograms();
  const weekly = (programs.data ?? []).filter((p) => p.dayOfWeek !== null);
  return (
    <section className="section" aria-labelledby="schedule-heading">
      <h2 id="schedule-heading">Club class schedule</h2>
      <p className="muted">{note}</p>
      {programs.isPending ? (
        <p className="muted">Loading the schedule…</p>
      ) : weekly.length === 0 ? (
        <p className="muted">
          See <Link to="/classes">Classes</Link> for the club’s classes.
        </p>
      ) : (
        <dl className="facts">
          {weekly.map((program) => (
            <div key={program.id}>
              <dt>
                {program.name}
                {program.locationName && ` (${program.locationName})`}
              </dt>
              <dd>{programSchedule(program)}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="small">
        <Link to="/classes">All classes</Link> · <Link to="/calendar">Calendar</Link>
      </p>
    </section>
  );
}

/** The schedule's note for a member without a class time on file; a student is told why. */
const SCHEDULE_NOTE = {
  learner: 'Your own class time is not on file yet, so here are all of the club’s weekly classes.',
  member: 'The club’s weekly classes:',
};

/**
 * A member's own class time from their profile; the club's schedule when none is on file, with a
 * note that says why only to a student (docs/decisions/0059).
 */
function MyClass({ learner }: { learner: boolean }) {
  const classTime = useMyClassTime();
  if (classTime.isPending) return <p className="muted">Loading your class…</p>;
  if (classTime.data) {
    return (
      <section className="section" aria-labelledby="class-heading">
        <h2 id="class-heading">Your class</h2>
        <p>
          {classTime.data} · <Link to="/calendar">Calendar</Link>
        </p>
      </section>
    );
  }
  return <ClubSchedule note={learner ? SCHEDULE_NOTE.learner : SCHEDULE_NOTE.member} />;
}

/**
 * The class times a coach coaches (the admin assigns them), linking to their class view; the
 * club's schedule when none is assigned or they cannot be read.
 */
function CoachedClasses({ coachId }: { coachId: number }) {
  const classTimes = useCoachedClassTimes(coachId);
  if (classTimes.isPending) return <p className="muted">Loading your classes…</p>;
  if (!classTimes.data?.length) {
    return (
      <ClubSchedule
        note={
          classTimes.data
            ? 'No class time is assigned to you yet; here are the club’s weekly classes.'
            : SCHEDULE_NOTE.member
        }
      />
    );
  }
  return (
    <section className="section" aria-labelledby="coached-heading">
      <h2 id="coached-heading">Classes you coach</h2>
      <ul>
        {classTimes.data.map((classTime) => (
          <li key={classTime.id}>
            {classTime.label}
            {classTime.location && ` (${classTime.location})`}
          </li>
        ))}
      </ul>
      <p className="small">
        <Link to="/classProgress">Class Progress</Link> · <Link to="/calendar">Calendar</Link>
      </p>
    </section>
  );
}

/**
 * "You have N assignments waiting" (and how many are overdue), linking to /assignments; nothing
 * when none wait or the count cannot be read.
 */
function AssignmentsWaitingNote() {
  const waiting = useAssignmentsWaiting();
  const count = waiting.data?.waiting ?? 0;
  if (count === 0) return null;
  const overdue = waiting.data?.overdue ?? 0;
  return (
    <Notice tone={overdue > 0 ? 'warning' : 'info'}>
      <p>
        <Link to="/assignments">
          You have {count} {count === 1 ? 'assignment' : 'assignments'} waiting
        </Link>
        {overdue > 0 && ` (${overdue} overdue)`}.
      </p>
    </Notice>
  );
}

/**
 * "3 of your mistakes are waiting" (issue 34): the learner's own puzzles, made from their
 * blunders in their analysed games, due on their review queue; to the puzzle dashboard, where
 * Review now serves them. Nothing when none wait.
 */
function MistakesWaitingNote() {
  const waiting = useMistakesWaiting();
  const count = waiting.data?.waiting ?? 0;
  if (count === 0) return null;
  return (
    <Notice tone="info">
      <p>
        <Link to="/mypuzzles/dashboard">{mistakesWaitingText(count)}</Link>: puzzles made from your
        own games, to solve again.
      </p>
    </Notice>
  );
}

type PuzzleMonth = PuzzleUserActivity['thisMonth'];

/** The home table's rows (spec 1 "/"): a label and a month's figure as shown. */
const ACTIVITY_ROWS: { label: string; value: (month: PuzzleMonth) => string }[] = [
  {
    label: 'Max puzzles solved',
    value: (m) =>
      m.maxPuzzlesSolvedUser ? `${m.maxPuzzlesSolvedUser} (${m.maxPuzzlesSolved})` : '—',
  },
  { label: 'Puzzles solved', value: (m) => String(m.puzzlesSolved) },
  { label: 'Min rating', value: (m) => (m.minRating === null ? '—' : String(m.minRating)) },
  { label: 'Max rating', value: (m) => (m.maxRating === null ? '—' : String(m.maxRating)) },
];

/**
 * This month against last month (spec 1 "/"): the club's most puzzles solved and by whom, the
 * member's puzzles solved and their lowest and highest puzzle rating. Nothing while loading or
 * when the figures cannot be read.
 */
function PuzzleActivityTable() {
  const activity = usePuzzleActivity();
  if (!activity.data) return null;
  const { thisMonth, lastMonth } = activity.data;
  return (
    <section className="section" aria-labelledby="puzzle-activity-heading">
      <h2 id="puzzle-activity-heading">Puzzles this month</h2>
      <table className="data-table">
        <thead>
          <tr>
            <td />
            <th scope="col">This month</th>
            <th scope="col">Last month</th>
          </tr>
        </thead>
        <tbody>
          {ACTIVITY_ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value(thisMonth)}</td>
              <td>{row.value(lastMonth)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** What an account without a role may do, and how it becomes a member. */
/** Where an account without a role goes next, in a row. */
function NoRoleLinks({ links }: { links: readonly { label: string; to: string }[] }) {
  return (
    <p className="row">
      {links.map((link) => (
        <Link key={link.to} to={link.to}>
          {link.label}
        </Link>
      ))}
    </p>
  );
}

function NewcomerNote() {
  return (
    <Notice tone="info">
      <p>{MESSAGES.notAMemberYet}</p>
      <NoRoleLinks links={NO_ROLE_LINKS.newcomer} />
      <p className="small">
        Until then you can use the analysis board, the calendar and your profile.
      </p>
    </Notice>
  );
}

/** A parent's account: their children's registrations, not a membership of their own. */
function ParentNote() {
  return (
    <Notice tone="info">
      <p>{MESSAGES.parentAccount}</p>
      <NoRoleLinks links={NO_ROLE_LINKS.parent} />
    </Notice>
  );
}

/**
 * An account without a role: a parent (children in its family or linked to it) reads about their
 * children, anyone else how to join; nothing while that is being read.
 */
function NoRoleWelcome() {
  const parent = useIsParent(true);
  if (parent === undefined) return <p className="muted">Loading…</p>;
  return (
    <>
      {parent ? <ParentNote /> : <NewcomerNote />}
      <ClubSchedule
        note={
          parent
            ? 'The club’s weekly classes, for your children:'
            : 'The club’s weekly classes: register for one to become a member.'
        }
      />
    </>
  );
}

/**
 * The home page for a logged-in user: a welcome line, their class (the class times a coach
 * coaches, or the club's schedule), and shortcuts to what their roles let them open. An account
 * without a role is told how to join, or, a parent, where their children's things are.
 */
export function MemberWelcome({ session }: { session: Session }) {
  const newcomer = session.roles.length === 0;
  const shortcuts = SHORTCUTS.filter((s) => canAccess(s.access, session.roles));
  return (
    <div className="stack">
      <h1 className="page-title">Welcome, {session.name}!</h1>
      {!newcomer && <p className="muted">Your class, and shortcuts to what is waiting for you.</p>}
      {isClubMember(session.roles) && <AssignmentsWaitingNote />}
      {isLearner(session.roles) && <MistakesWaitingNote />}
      {newcomer ? (
        <NoRoleWelcome />
      ) : session.roles.includes('coach') ? (
        <CoachedClasses coachId={session.id} />
      ) : (
        <MyClass learner={isLearner(session.roles)} />
      )}
      {isClubMember(session.roles) && <PuzzleActivityTable />}
      <section className="section" aria-labelledby="shortcuts-heading">
        <h2 id="shortcuts-heading">Shortcuts</h2>
        <div className="grid">
          {shortcuts.map((shortcut) => (
            <HighlightCard key={shortcut.to} title={shortcut.title} to={shortcut.to}>
              <p className="muted">{shortcut.text}</p>
            </HighlightCard>
          ))}
        </div>
      </section>
    </div>
  );
}
