import {
  ADMIN_PAYMENT_METHODS,
  ENTRY_PAYMENT_METHODS,
  TOURNAMENT_MESSAGES,
} from './tournament-limits.js';
import { MESSAGES } from '../messages.js';

/**
 * Tournament entry limits, payment methods, CSV upload columns and messages. No zod here: the
 * registration page imports these before the visitor types (docs/decisions/0025).
 */

export const ENTRY_NAME_MAX = 120;
export const ENTRY_ID_MAX = 20;
/** A chess.com username. */
export const ENTRY_CHESS_COM_ID_MAX = 60;
export const ENTRY_TEXT_MAX = 200;
export const ENTRY_REMARK_MAX = 1_000;
/** Entries in one registration cart (a family, a school group). */
export const ENTRY_CART_MAX = 10;
export const ENTRY_PAGE_SIZE_MAX = 200;
export const ENTRY_RATING_MAX = 3_500;
/** The CSV upload: at most this many bytes and rows. */
export const ENTRY_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const ENTRY_UPLOAD_MAX_ROWS = 5_000;
/** A waiting-list offer holds the freed place this long. */
export const OFFER_HOLD_HOURS = 48;
export const TOURNAMENT_EMAIL_SUBJECT_MAX = 200;
export const TOURNAMENT_EMAIL_MESSAGE_MAX = 20_000;

/** Spec 2 §9's upload columns, in order. */
export const ENTRY_UPLOAD_COLUMNS = [
  'Name',
  'USCF ID',
  'FIDE ID',
  'USCF Rating',
  'Section',
  'Schedule',
  'Tournament fee',
  'Status',
  'Email Id',
  'Phone Number',
  'Bye Round',
  'Remark',
  'PlayUp',
  'Received',
  'Received Date',
  'Received Amount',
  'Received From',
] as const;

/** What a visitor may pay an entry with (§9; cardOnFile needs stored cards, which the club does not keep). */
export const REGISTRATION_PAYMENT_METHODS = [
  'paypal',
  'creditCard',
  'zelle',
  'freePlayCredit',
  'waitingList',
] as const;
export type RegistrationPaymentMethod = (typeof REGISTRATION_PAYMENT_METHODS)[number];
/** A waiting-list offer is paid now, within its hold: card or PayPal. */
export const OFFER_PAYMENT_METHODS = ['creditCard', 'paypal'] as const;
/** Any payment method an entry may carry: a visitor's (§9) or one an admin records. */
export const ANY_ENTRY_PAYMENT_METHODS = [
  ...ENTRY_PAYMENT_METHODS,
  ...ADMIN_PAYMENT_METHODS,
] as const;
export type AnyEntryPaymentMethod = (typeof ANY_ENTRY_PAYMENT_METHODS)[number];

export const ENTRY_MESSAGES = {
  required: MESSAGES.pleaseEnterRequired,
  thanks: 'Thanks for registering!',
  registered: 'Registered Successfully',
  waitingListed: 'You are on the waiting list. We will e-mail you if a place opens.',
  thanksForPayment: 'Thanks for the payment.',
  paymentMadeButNoEntry:
    'Payment Made but unable to add to entry list. Please wait we will correct the issue.',
  emailSent: 'Email Sent',
  swissSysDone: 'SwissSys generated and downloaded',
  contentRestricted: MESSAGES.contentRestricted,
  invalidCoupon: TOURNAMENT_MESSAGES.invalidCoupon,
  unknownSection: 'Choose one of this tournament’s sections.',
  unknownSchedule: 'Choose one of this tournament’s schedules.',
  byeRoundOutOfRange: (rounds: number) => `Bye rounds are 1 to ${rounds}.`,
  tooManyByes: (max: number) =>
    max === 0
      ? 'This tournament takes no half-point bye requests.'
      : `At most ${max} half-point bye${max === 1 ? '' : 's'} may be requested.`,
  byeRepeated: 'Each bye round once.',
  soldOut: 'This tournament is sold out. Join the waiting list instead.',
  notSoldOut: 'This tournament has places left: register and pay instead.',
  placesLeft: (n: number) =>
    n === 0
      ? 'This tournament is sold out. Join the waiting list instead.'
      : `Only ${n} place${n === 1 ? '' : 's'} left: remove ${n === 1 ? 'the other entries' : 'some entries'} from the cart.`,
  methodNotOffered: 'This payment method is not offered for this tournament.',
  freePlayNeedsMember: 'A free play credit is for club members: log in as the member first.',
  freePlayOneEntry: 'A free play credit pays for one entry: the member’s own.',
  freePlayUsed: 'You have used this month’s free play credit.',
  closed: 'Registration for this tournament has closed.',
  alreadyEntered: 'This player is already entered in this tournament.',
  offerNotFound: 'This offer link is not valid. It may have been used or replaced.',
  offerExpired: 'This offer has expired and the place has passed to the next player.',
  waitingListNeedsAccount: MESSAGES.waitingListNeedsAccount,
  waitingListVisitorShare: MESSAGES.waitingListVisitorShare,
  childNotYours: 'Choose one of your own children.',
  entryNotFound: 'No entry with that id in this tournament.',
  uploadNoFile: 'Choose a CSV file to upload.',
  uploadTooBig: 'The file is too big: at most 2 MB.',
  uploadTooManyRows: `At most ${ENTRY_UPLOAD_MAX_ROWS} rows per file.`,
  uploadEmpty: 'The file has no entries.',
  uploadBadHeader: `The first line must name the ${ENTRY_UPLOAD_COLUMNS.length} columns: ${ENTRY_UPLOAD_COLUMNS.join(', ')}.`,
  uploadRejected: (n: number) =>
    `Nothing was imported: ${n} row${n === 1 ? ' has a problem' : 's have problems'}.`,
  uploaded: (n: number) => `Imported ${n} entr${n === 1 ? 'y' : 'ies'}.`,
  noEntriesToEmail: 'This tournament has no entries to e-mail.',
} as const;
