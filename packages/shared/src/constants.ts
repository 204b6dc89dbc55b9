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
/** Longest link (http(s) address or a path on this site) shown as a link or image. */
export const LINK_MAX_LENGTH = 500;
export const SHORT_TEXT_MAX_LENGTH = 100;
export const PATH_MAX_LENGTH = 500;

/** The database under the server: embedded PGlite or PostgreSQL (DATABASE_URL). */
export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/** An outbox e-mail: stored (kept in the outbox only, no SMTP_URL); pending, sent or failed (SMTP delivery). */
export const OUTBOX_EMAIL_STATUSES = ['stored', 'pending', 'sent', 'failed'] as const;
export type OutboxEmailStatus = (typeof OUTBOX_EMAIL_STATUSES)[number];

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
/** Seats in a new camp week and slot unless the admin says otherwise. */
export const DEFAULT_CAMP_CAPACITY = 20;

/** What an order pays for. */
/** `family`: one cart of camp weeks, after-school programs and tournament entries (docs/decisions/0054). */
export const ORDER_KINDS = ['camp', 'afterschool', 'payment', 'tournament', 'family'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
/** How an order's kind reads on receipts, grids and the family history. */
export const ORDER_KIND_LABELS: Record<OrderKind, string> = {
  camp: 'Camp',
  afterschool: 'After-school',
  payment: 'Payment',
  tournament: 'Tournament',
  family: 'Family cart',
};

/**
 * Order life cycle (docs/decisions/0010): pending (created, not paid), processing (a charge is in
 * flight), awaiting_payment (Zelle, or PayPal before capture), paid, paid_unrecorded (the gateway
 * took the money but completing the registrations failed; completed automatically later),
 * failed (the last charge was declined; its seats are released at once), released (the seat hold
 * expired or an admin released it; docs/decisions/0015), refunded, cancelled. An order that is not
 * paid and holds no seats can be paid again only while its seats are still free.
 */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'awaiting_payment',
  'paid',
  'paid_unrecorded',
  'failed',
  'released',
  'refunded',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A card or PayPal checkout holds its seats this long (minutes) while the payer pays; an abandoned
 * one releases them then. Zelle and after-school holds last ZELLE_HOLD_HOURS (server setting).
 */
export const SEAT_HOLD_MINUTES = 15;
/** Most camp slots one checkout may book (each slot holds a seat until paid). */
export const CAMP_CART_MAX_ITEMS = 10;
/** Longest gateway transaction id an admin may record by hand (Authorize.net and PayPal ids are shorter). */
export const TRANSACTION_ID_MAX_LENGTH = 60;
/** Where a payment gateway sends money: the embedded sandbox, the provider's sandbox, or for real. */
export const GATEWAY_ENVIRONMENTS = ['embedded', 'sandbox', 'production'] as const;
export type GatewayEnvironment = (typeof GATEWAY_ENVIRONMENTS)[number];
/** What the browser is told about a gateway: the embedded sandbox counts as the sandbox. */
export const BROWSER_GATEWAY_ENVIRONMENTS = ['sandbox', 'production'] as const;
/** Largest single payment the pay-by-card page accepts, in cents ($10,000.00). */
export const MAX_PAYMENT_CENTS = 1_000_000;
/** Largest price, fee or paid amount an admin may enter, in cents ($100,000.00). */
export const MAX_PRICE_CENTS = 10_000_000;
/** Most seats a class or a camp week and slot may have. */
export const MAX_SEATS = 10_000;
/** After-school registrations: longest student grade and house. */
export const STUDENT_GRADE_MAX_LENGTH = 20;
export const STUDENT_HOUSE_MAX_LENGTH = 50;
/** A coach's first and last name; the first name, in lower case, is the coach page's address. */
export const COACH_NAME_MAX_LENGTH = 50;

// PGN uploads (docs/decisions/0014): what one upload and one game may hold, so that reading an
// upload (chess.js replays every half-move, about 0.1 ms each) has a known cost, and no game can
// exhaust the stack or the memory of whoever reads it. The whole upload stays at most
// PGN_UPLOAD_MAX_LENGTH characters and one game at most PGN_MAX_LENGTH (contracts/games.ts).
/** Games in one upload: a club's whole database of a few thousand games fits. */
export const PGN_UPLOAD_MAX_GAMES = 5_000;
/** Half-moves in one upload, all games and variations together: 5,000 games of average length. */
export const PGN_UPLOAD_MAX_PLIES = 400_000;
/** Half-moves in one game, mainline and variations together (the longest game played had 538). */
export const PGN_MAX_PLIES = 2_000;
/** How deep variations may nest: a variation is depth 1, a variation inside it depth 2. */
export const PGN_MAX_VARIATION_DEPTH = 50;
/** Characters in one comment, after its whitespace is collapsed. */
export const PGN_COMMENT_MAX_LENGTH = 10_000;
/** PGN uploads (library, study import, Games In JSON, my games) one user may make per hour. */
export const PGN_UPLOADS_PER_HOUR = 20;
