/**
 * Live play rules (issue 17; docs/decisions/0041): the time controls, who may use /playLive, who
 * may chat with whom (children are members), and the limits of a chat message. Pure: the socket
 * server enforces them and the web app uses the same functions to hide what a user may not do.
 */
import { isClubMember, isStaff, type Roles } from '../roles.js';

/** Live time controls: "minutes+increment seconds", or no clock at all. */
export const TIME_CONTROLS = ['3+2', '5+3', '10+5', '15+10', 'untimed'] as const;
export type TimeControl = (typeof TIME_CONTROLS)[number];

/** A timed control's clock in milliseconds; null for 'untimed'. */
export function timeControlClock(
  timeControl: TimeControl,
): { initialMs: number; incrementMs: number } | null {
  if (timeControl === 'untimed') return null;
  const [minutes, seconds] = timeControl.split('+').map(Number) as [number, number];
  return { initialMs: minutes * 60_000, incrementMs: seconds * 1_000 };
}

/** The PGN TimeControl tag: seconds+increment ('180+2'), or '-' for an untimed game. */
export function pgnTimeControl(timeControl: TimeControl): string {
  const clock = timeControlClock(timeControl);
  return clock ? `${clock.initialMs / 1_000}+${clock.incrementMs / 1_000}` : '-';
}

/** /playLive is for club members; anyone else sees the spec's "Content Restricted". */
export const canUsePlayLive = (roles: Roles): boolean => isClubMember(roles);

/** Per-club chat setting; students chatting with students is off unless an admin allows it. */
export type ChatSettings = { studentsMayChatWithStudents: boolean };
export const DEFAULT_CHAT_SETTINGS: ChatSettings = { studentsMayChatWithStudents: false };

/** A student with no staff role: the child whose chat is limited. */
const isStudentOnly = (roles: Roles): boolean =>
  !!roles && roles.includes('student') && !isStaff(roles);

/**
 * Whether `sender` may send a private message to `recipient`. Both must be able to use play live.
 * Staff (coach, admin, assistant) may write to anyone and anyone may write to staff; between two
 * members who are not staff, a student takes part only when the club allows students to chat
 * with students (off by default: children are members here).
 */
export function canChat(
  sender: { roles: Roles },
  recipient: { roles: Roles },
  settings: ChatSettings = DEFAULT_CHAT_SETTINGS,
): boolean {
  if (!canUsePlayLive(sender.roles) || !canUsePlayLive(recipient.roles)) return false;
  if (isStaff(sender.roles) || isStaff(recipient.roles)) return true;
  if (isStudentOnly(sender.roles) || isStudentOnly(recipient.roles))
    return settings.studentsMayChatWithStudents;
  return true;
}

/** Longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 500;
/** Days of chat history kept and shown after a reconnect. */
export const CHAT_HISTORY_DAYS = 30;
/** Rate limit: at most this many messages from one user in the window. */
export const CHAT_RATE_LIMIT = { messages: 10, windowMs: 10_000 } as const;

export const CHAT_MESSAGES = {
  empty: 'Write a message first.',
  tooLong: `A message may have at most ${CHAT_MESSAGE_MAX} characters.`,
  control: 'A message may contain only plain text.',
  notAllowed: 'You cannot send messages to this member.',
  rateLimited: 'You are sending messages too quickly; wait a few seconds.',
} as const;

// Control characters other than newline and tab, DEL, and the C1 range.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** Why a chat message cannot be sent (a user-facing sentence), or null when it can. */
export function chatMessageProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return CHAT_MESSAGES.empty;
  if ([...trimmed].length > CHAT_MESSAGE_MAX) return CHAT_MESSAGES.tooLong;
  if (CONTROL.test(text)) return CHAT_MESSAGES.control;
  return null;
}

/** How long a challenge stays open before it expires (a hold on a member's attention). */
export const CHALLENGE_TTL_MS = 60_000;
/** Rate limit: at most this many challenges from one user in the window. */
export const CHALLENGE_RATE_LIMIT = { challenges: 10, windowMs: 60_000 } as const;

/** What the live server answers when it refuses something, as sentences for the user. */
/**
 * Live sockets (tabs or windows with /playLive open) one member may have at once, across every
 * server process: a family sharing a computer has a few; a script opening hundreds is refused.
 */
export const LIVE_SOCKETS_PER_MEMBER = 5;

/**
 * How a tab's live socket reconnects (socket.io's reconnection): the first try after
 * `delayMs` (± `randomizationFactor`), each further one twice as late, at most `delayMaxMs`. The
 * web app uses these; the rolling-restart benchmark reconnects with them.
 */
export const LIVE_RECONNECT = { delayMs: 1_000, delayMaxMs: 5_000, randomizationFactor: 0.5 };

/** A tab refetches the online list on presence:changed at most this often. */
export const PRESENCE_REFETCH_GAP_MS = 5_000;
/**
 * A read that every lobby makes at once (after presence:changed, or after a restart) is spread
 * over at least this long, at random, so that the tabs do not all ask at the same moment.
 */
export const LIVE_REFETCH_SPREAD_MS = 1_000;
/**
 * ... and over a member's share of this many milliseconds for each member online, so that
 * however big the club, such a read reaches the servers about 1,000 / LIVE_READ_PACE_MS times a
 * second (100), not once for every open lobby at once.
 */
export const LIVE_READ_PACE_MS = 10;

/** Over how long the lobbies spread a read they all make at once, with `online` members online. */
export function liveReadSpreadMs(online: number): number {
  return Math.max(LIVE_REFETCH_SPREAD_MS, online * LIVE_READ_PACE_MS);
}

/**
 * How long a tab waits before refetching the online list after presence:changed, given how long
 * ago its last refetch was, how many members were online then, and a random number in [0, 1):
 * never sooner than PRESENCE_REFETCH_GAP_MS (or the spread, if longer) after the last one, at a
 * random point of the spread.
 */
export function presenceRefetchDelay(sinceLastMs: number, online: number, random: number): number {
  const spread = liveReadSpreadMs(online);
  return Math.max(0, Math.max(PRESENCE_REFETCH_GAP_MS, spread) - sinceLastMs) + random * spread;
}

export const LIVE_MESSAGES = {
  sessionEnded: 'Your session has ended. Please log in again.',
  tooManyTabs: `Play Live is already open in ${LIVE_SOCKETS_PER_MEMBER} tabs or windows. Close one of them, then reload this page.`,
  challengeSent: 'Challenge Sent',
  challengeGone: 'This challenge is no longer open.',
  challengeSelf: 'You cannot challenge yourself.',
  challengeOffline: 'This member is not online.',
  challengeBusy: 'You are already playing a game.',
  challengeRateLimited: 'You are sending challenges too quickly; wait a minute.',
  gameNotFound: 'This game was not found.',
  notAPlayer: 'Only the players can do that.',
  'not-your-turn': 'It is not your turn.',
  'illegal-move': 'That move is not legal.',
  'game-over': 'The game is over.',
  flagged: 'Your time ran out.',
  'not-flagged': 'Your opponent still has time.',
  'no-draw-offer': 'There is no draw offer to answer.',
  'draw-already-offered': 'You have already offered a draw.',
  'too-late-to-abort': 'The game can be aborted only before both sides have moved.',
  reported: 'Thank you. The admins will look at this message.',
  reportOwn: 'You can report only messages you received.',
  badRequest: 'That request is not valid.',
  serverRestarting: 'The server is restarting. Reconnecting…',
} as const;
