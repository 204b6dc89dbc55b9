/*
 * Student progress (issue 18, docs/decisions/0043): the student corner, the report card and the
 * coach's class view: the club's terms, the limits and messages. Who may see a student's figures
 * is the one access policy, rules/access.ts.
 */

/** The sources of the student corner's monthly table (spec 2 §3 "Dashboard"). */
export const PROGRESS_SOURCES = ['club', 'chesscom', 'lichess'] as const;
export type ProgressSource = (typeof PROGRESS_SOURCES)[number];
/** The online sites answered by adapters (the club's own figures need none). */
export const ONLINE_SOURCES = ['chesscom', 'lichess'] as const;
export type OnlineSource = (typeof ONLINE_SOURCES)[number];
export const SOURCE_LABELS: Record<ProgressSource, string> = {
  club: 'Club',
  chesscom: 'Chess.com',
  lichess: 'Lichess',
};

/** The rating lines of the report card. */
export const RATING_SERIES = ['puzzle', 'uscf', 'chesscom', 'lichess'] as const;
export type RatingSeries = (typeof RATING_SERIES)[number];
export const RATING_SERIES_LABELS: Record<RatingSeries, string> = {
  puzzle: 'Club puzzle rating',
  uscf: 'US Chess',
  chesscom: SOURCE_LABELS.chesscom,
  lichess: SOURCE_LABELS.lichess,
};

/** A report card covers at most this many days (a school year and a little). */
export const REPORT_PERIOD_MAX_DAYS = 400;
/** A coach's comment on a period. */
export const REPORT_COMMENT_MAX_LENGTH = 4000;
/** The report card lists at most this many homework items and live games (newest first). */
export const REPORT_LIST_MAX = 50;
/** The class view's page (a class is rarely over 40 students). */
export const CLASS_PROGRESS_PAGE_MAX = 100;
/** A parent's list of linked students (/reportCards) shows at most this many. */
export const PROGRESS_CHILDREN_MAX = 20;
/** At most this many parent accounts are linked to one student. */
export const STUDENT_PARENTS_MAX = 4;

export const PROGRESS_MESSAGES = {
  studentNotFound: 'No such student.',
  forbidden: "You may see only your own, your students' or your children's progress.",
  classForbidden: 'You may see only the classes you coach.',
  classNotFound: 'No such class time.',
  periodOrder: 'The period must end on or after the day it starts.',
  periodTooLong: `Choose a period of at most ${REPORT_PERIOD_MAX_DAYS} days.`,
  commentTooLong: `A comment is at most ${REPORT_COMMENT_MAX_LENGTH} characters.`,
  commentForbidden: 'Only the coaches of this student and admins write comments.',
  commentSaved: 'Comment saved.',
  parentNotFound: 'No account has this username.',
  tooManyParents: `A student has at most ${STUDENT_PARENTS_MAX} parent accounts.`,
  parentIsStudent: 'A student cannot be their own parent.',
} as const;

/** One of the club's terms: spring (January–May), summer (June–August), fall (September–December). */
export type Term = { from: string; to: string; label: string };

/** The term a club-local date ('YYYY-MM-DD') falls in. */
export function termOf(date: string): Term {
  const year = date.slice(0, 4);
  const month = Number(date.slice(5, 7));
  if (month <= 5) return { from: `${year}-01-01`, to: `${year}-05-31`, label: `Spring ${year}` };
  if (month <= 8) return { from: `${year}-06-01`, to: `${year}-08-31`, label: `Summer ${year}` };
  return { from: `${year}-09-01`, to: `${year}-12-31`, label: `Fall ${year}` };
}

/** The terms a period picker offers: the current one and the `count - 1` before it, newest first. */
export function recentTerms(today: string, count = 6): Term[] {
  const terms: Term[] = [];
  let day = today;
  for (let i = 0; i < count; i += 1) {
    const term = termOf(day);
    terms.push(term);
    const [y, m] = term.from.split('-').map(Number) as [number, number];
    day = new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
  }
  return terms;
}

/** 'YYYY-MM' of a club-local date and of the month before it. */
export function monthsOf(today: string): { thisMonth: string; lastMonth: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
  return { thisMonth: today.slice(0, 7), lastMonth: last };
}

/** A whole percent, or null when there is nothing to divide by. */
export const percentOf = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((100 * part) / whole) : null;
