/** Business constants shared by the server schemas and the web forms (spec 1 section 9, spec 2 section 9). */

/** A stored session is treated as expired this many seconds before its token's expiry. */
export const SESSION_EXPIRY_MARGIN_SECONDS = 60;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 40;

/** Upper bounds for free-text fields, so no request can store unbounded text. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 30;
export const SHORT_TEXT_MAX_LENGTH = 100;
export const PATH_MAX_LENGTH = 500;

/** Reset links stay valid for one hour. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** The account sign-up types: the third path segment of /register/{type}. */
export const REGISTER_FOR = ['groupClass', 'privateClass'] as const;
export type RegisterFor = (typeof REGISTER_FOR)[number];

/** Board themes a user can save (spec 2 section 3). */
export const BOARD_THEMES = ['Default', 'MonoChrome', 'Green', 'Blue'] as const;
export type BoardTheme = (typeof BOARD_THEMES)[number];
export const DEFAULT_BOARD_THEME: BoardTheme = 'Default';

/** Inquiry types, in the order the form lists them (spec 1 section 9). */
export const INQUIRY_TYPES = [
  'Group Class (Main Office)',
  'Private Class (Main Office)',
  'After School (RJ Lee Elementary)',
  'Group Class (Mustang Park)',
  'Tournaments',
  'Jobs',
  'Other',
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** Longest inquiry question accepted. */
export const QUESTION_MAX_LENGTH = 2000;
/** Longest long-form text (bios, news bodies, descriptions). */
export const LONG_TEXT_MAX_LENGTH = 10_000;

/** Gallery: at most 50 items on the gallery page, 20 in the preview (spec 1 section 9). */
export const GALLERY_MAX_ITEMS = 50;
export const GALLERY_PREVIEW_ITEMS = 20;

/** Program kinds: what a class or after-school program is. */
export const PROGRAM_KINDS = ['groupClass', 'privateClass', 'afterSchool'] as const;
export type ProgramKind = (typeof PROGRAM_KINDS)[number];

/** Calendar event kinds. */
export const CALENDAR_KINDS = ['class', 'camp', 'tournament'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/**
 * The e-mail shape that enables Subscribe and Unsubscribe: something@something.something.
 * Kept here (no zod) so public pages can use it without loading the contracts.
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** After-school schools: the upper-case name in the admin calls (spec 1 section 9). */
export const SCHOOL_NAMES = ['RJLEE', 'MUSTANG'] as const;
export type SchoolName = (typeof SCHOOL_NAMES)[number];

/** Payment methods each form offers (spec 1 section 9). */
export const PAYMENT_METHODS = ['creditCard', 'paypal', 'zelle'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const AFTERSCHOOL_PAYMENT_METHODS = ['paypal', 'zelle'] as const;
export const CAMP_PAYMENT_METHODS = ['paypal', 'creditCard', 'zelle'] as const;

/** Camp slots (spec 1 section 9: full day 9 to 4, half days 9 to 12 and 1 to 4). */
export const CAMP_SLOTS = ['Full Day', 'Half Day Morning', 'Half Day Afternoon'] as const;
/** Days in a camp unit price unless an event says otherwise. */
export const DEFAULT_CAMP_EVENT_UNIT = 5;

/** What an order pays for. */
export const ORDER_KINDS = ['camp', 'afterschool', 'payment'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * Order life cycle (docs/decisions/0010): pending (created, not paid), processing (a charge is in
 * flight), awaiting_payment (Zelle, or PayPal before capture), paid, paid_unrecorded (the gateway
 * took the money but completing the registrations failed; completed automatically later),
 * failed (the last charge was declined; the order can be paid again), refunded, cancelled.
 */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'awaiting_payment',
  'paid',
  'paid_unrecorded',
  'failed',
  'refunded',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A camp or after-school seat is held this long for a checkout that has not been paid yet. */
export const SEAT_HOLD_MINUTES = 15;
/** Largest single payment the pay-by-card page accepts, in cents. */
export const MAX_PAYMENT_CENTS = 1_000_000;
