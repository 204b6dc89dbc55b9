import {
  DEFAULT_BOARD_THEME,
  DEFAULT_CAMP_CAPACITY,
  DEFAULT_CAMP_EVENT_UNIT,
  GAME_TYPES,
  ORDER_KINDS,
  ORDER_STATUSES,
  OUTBOX_EMAIL_STATUSES,
  PAYMENT_METHODS,
  PROGRAM_KINDS,
  QUESTION_TYPES,
  SCHOOL_NAMES,
  type OrderItem,
  type Role,
} from '@kingside/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Every account. Roles are a list (spec: student, coach, elite, admin, assistant); none for a new sign-up. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number'),
    roles: text('roles')
      .array()
      .$type<Role[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    disabled: boolean('disabled').notNull().default(false),
    uscfId: text('uscf_id'),
    chessDotComId: text('chess_dot_com_id'),
    liChessId: text('li_chess_id'),
    rating: integer('rating').notNull().default(0),
    parentsName: text('parents_name'),
    section: text('section'),
    classTime: text('class_time'),
    coachId: integer('coach_id'),
    unsubscribe: boolean('unsubscribe').notNull().default(false),
    /** What the account was created for: groupClass or privateClass (sign-up), null when added by an admin. */
    registerFor: text('register_for'),
    boardTheme: text('board_theme').notNull().default(DEFAULT_BOARD_THEME),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/** A login. The access token names its session, so logout and password changes revoke it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.createdAt)],
);

/** Single-use reset links; only the SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Used, or superseded by a newer link. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * SHA-256 (hex) of the user's password hash when the link was issued: once the password
     * changes, by whatever path, the link no longer matches and stops working.
     */
    passwordFingerprint: text('password_fingerprint'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** Named configuration values that admins edit (spec 1: configName, configValue). */
export const configs = pgTable(
  'configs',
  {
    id: serial('id').primaryKey(),
    configName: text('config_name').notNull(),
    configValue: text('config_value'),
  },
  (t) => [uniqueIndex('configs_name_key').on(t.configName)],
);

/** Banner alerts: shown while now is between start and end. */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    notes: text('notes').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('alerts_window_idx').on(t.startDate, t.endDate)],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);

/** Every e-mail the server writes. Without SMTP_URL it stays here (status stored) for admins to read. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: text('headers'),
    status: text('status', { enum: OUTBOX_EMAIL_STATUSES }).notNull(),
    /**
     * The mail carried a usable secret (a reset link): the row keeps only a redacted copy, and the
     * mail itself is delivered from memory by the process that wrote it (docs/decisions/0013).
     */
    carriesSecret: boolean('carries_secret').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_emails_status_idx').on(t.status, t.createdAt)],
);

/**
 * Token-signing secrets shared by every server process on one database (docs/decisions/0013).
 * The newest key signs; an older one is still accepted until it retires.
 */
export const signingKeys = pgTable('signing_keys', {
  id: serial('id').primaryKey(),
  /** Names the key in a token's header. */
  kid: text('kid').notNull().unique(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
  /** Tokens signed with this key are refused after this time; null while it is the current key. */
  retiresAt: timestamp('retires_at', { withTimezone: true }),
});

/** Fixed-window counters for rate limits when no Redis is configured. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Where the club teaches: the main office, Argyle, and the after-school sites. */
export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  notes: text('notes'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Classes and after-school programs, with price (cents) and weekly schedule in the club's time zone. */
export const programs = pgTable('programs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: PROGRAM_KINDS }).notNull(),
  locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
  level: text('level'),
  description: text('description'),
  priceCents: integer('price_cents').notNull(),
  priceUnit: text('price_unit').notNull(),
  registrationFeeCents: integer('registration_fee_cents'),
  maxStudents: integer('max_students'),
  dayOfWeek: integer('day_of_week'),
  startTime: text('start_time'),
  endTime: text('end_time'),
  startDate: date('start_date'),
  endDate: date('end_date'),
  /** After-school programs: the school whose registration form shows this program (RJLEE, MUSTANG). */
  schoolName: text('school_name', { enum: SCHOOL_NAMES }),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Coaches' public profiles (not their user accounts). */
export const coaches = pgTable(
  'coaches',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title'),
    bio: text('bio').notNull(),
    photoUrl: text('photo_url'),
    groupMonthlyCents: integer('group_monthly_cents'),
    privateMonthlyCents: integer('private_monthly_cents'),
    privateOnlineMonthlyCents: integer('private_online_monthly_cents'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('coaches_first_name_lower_key').on(sql`lower(${t.firstName})`)],
);

export const newsItems = pgTable(
  'news_items',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_items_published_idx').on(t.publishedAt)],
);

export const galleryImages = pgTable('gallery_images', {
  id: serial('id').primaryKey(),
  imageIndex: integer('image_index').notNull(),
  imageUrl: text('image_url').notNull(),
  caption: text('caption'),
});

/** One week and slot of summer camp; prices in cents. */
export const campEvents = pgTable(
  'camp_events',
  {
    id: serial('id').primaryKey(),
    eventName: text('event_name').notNull(),
    eventSlot: text('event_slot').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    priceCents: integer('price_cents').notNull(),
    earlyBirdPriceCents: integer('early_bird_price_cents'),
    earlyBirdDeadline: date('early_bird_deadline'),
    eventUnit: integer('event_unit').notNull().default(DEFAULT_CAMP_EVENT_UNIT),
    capacity: integer('capacity').notNull().default(DEFAULT_CAMP_CAPACITY),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('camp_events_name_slot_key').on(t.eventName, t.eventSlot)],
);

/** Tournaments (spec 2); the tournaments issue adds entries, sections and payment. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    description: text('description'),
    shortDescription: text('short_description'),
    timeControl: text('time_control').notNull(),
    entryFeesCents: integer('entry_fees_cents').notNull(),
    clubEntryFeesCents: integer('club_entry_fees_cents'),
    rounds: integer('rounds').notNull(),
    tournamentDate: date('tournament_date').notNull(),
    startTime: text('start_time').notNull(),
    /** Minutes the event is expected to last, for the calendar. */
    durationMinutes: integer('duration_minutes').notNull().default(240),
    majorEvent: boolean('major_event').notNull().default(false),
    rated: boolean('rated').notNull().default(true),
    soldout: boolean('soldout').notNull().default(false),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('tournaments_short_name_key').on(t.shortName),
    index('tournaments_date_idx').on(t.tournamentDate),
  ],
);

/** Newsletter list and admin contacts (spec 2 Contact); unsubscribe keeps the address suppressed. */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    phoneNumber: text('phone_number'),
    kidsName: text('kids_name'),
    unsubscribe: boolean('unsubscribe').notNull().default(false),
    modifiedDate: timestamp('modified_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contacts_email_lower_key').on(sql`lower(${t.email})`)],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    inquiryType: text('inquiry_type').notNull(),
    question: text('question').notNull(),
    appointmentDate: timestamp('appointment_date', { withTimezone: true }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiries_created_idx').on(t.createdDate)],
);

/**
 * Orders: what a payer owes and how it was paid (docs/decisions/0010). Created from a cart before
 * any charge, priced on the server, in cents. `ref` is the public handle; `idempotencyKey` makes
 * a retried checkout reuse the same order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    ref: uuid('ref').notNull().defaultRandom(),
    idempotencyKey: uuid('idempotency_key').notNull(),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    /** [{ description, amountCents }] as priced when the order was made. */
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    /** A fingerprint of the cart, so the same key with a different cart is refused. */
    cartHash: text('cart_hash').notNull(),
    payerName: text('payer_name'),
    payerEmail: text('payer_email'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    transactionId: text('transaction_id'),
    /** Card: last four digits and brand as the gateway reported them (never the number). */
    cardLast4: text('card_last4'),
    cardType: text('card_type'),
    paypalOrderId: text('paypal_order_id'),
    lastError: text('last_error'),
    /**
     * Unpaid orders hold their seats until then: card and PayPal for minutes, Zelle and after-school
     * for days (docs/decisions/0015). Null once paid or released, and for an after-school program
     * without a seat limit.
     */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** Who holds the seats (a user id or a hashed client address), for the per-visitor hold limit. */
    holderKey: text('holder_key'),
    /** When the "your hold is about to expire" reminder was sent (at most once per hold). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** When the order's seats were released: declined, abandoned, expired, or by an admin. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** When a charge stuck in processing was last looked up at the gateway. */
    gatewayCheckedAt: timestamp('gateway_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_ref_key').on(t.ref),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    index('orders_status_idx').on(t.status),
    index('orders_created_idx').on(t.createdAt),
    index('orders_hold_idx').on(t.holdUntil),
    index('orders_holder_idx').on(t.holderKey),
  ],
);

/** After-school registrations (spec 1 section 3); paid amount in cents. */
export const afterschoolRegistrations = pgTable(
  'afterschool_registrations',
  {
    id: serial('id').primaryKey(),
    studentName: text('student_name').notNull(),
    parentName: text('parent_name'),
    parentEmail: text('parent_email'),
    parentPhoneNumber: text('parent_phone_number'),
    studentGrade: text('student_grade'),
    studentHouse: text('student_house'),
    studentPrimaryTeacher: text('student_primary_teacher'),
    paidAmountCents: integer('paid_amount_cents').notNull().default(0),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    schoolName: text('school_name', { enum: SCHOOL_NAMES }).notNull(),
    programId: integer('program_id').references(() => programs.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdDate: createdAt(),
  },
  (t) => [index('afterschool_school_idx').on(t.schoolName)],
);

/**
 * Camp registrations (spec 1 section 3): one student in one week and slot. Name, slot, price
 * (cents) and unit are copied from the event when booked. A row with an order counts once its
 * order is paid or awaiting payment, or while its seat hold lasts.
 */
export const campRegistrations = pgTable(
  'camp_registrations',
  {
    id: serial('id').primaryKey(),
    studentName: text('student_name').notNull(),
    parentName: text('parent_name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    eventId: integer('event_id').references(() => campEvents.id, { onDelete: 'set null' }),
    eventName: text('event_name').notNull(),
    eventSlot: text('event_slot').notNull(),
    eventPriceCents: integer('event_price_cents').notNull(),
    eventUnit: integer('event_unit').notNull().default(DEFAULT_CAMP_EVENT_UNIT),
    paid: boolean('paid').notNull().default(false),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    createdDate: createdAt(),
  },
  (t) => [
    index('camp_registrations_event_idx').on(t.eventId),
    index('camp_registrations_order_idx').on(t.orderId),
  ],
);

/*
 * The embedded sandbox payment gateways (development and tests only; docs/decisions/0010). They
 * stand in for Authorize.net and PayPal and keep what those services would keep, never a full
 * card number or card code.
 */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  last4: text('last4').notNull(),
  accountType: text('account_type').notNull(),
  expirationDate: text('expiration_date').notNull(),
  /** The card-code check result the token will report: M, N, S, U or P. */
  cardCodeResult: text('card_code_result').notNull(),
  used: boolean('used').notNull().default(false),
  createdAt: createdAt(),
});

export const sandboxCardTransactions = pgTable(
  'sandbox_card_transactions',
  {
    transId: bigserial('trans_id', { mode: 'number' }).primaryKey(),
    refId: text('ref_id'),
    transactionType: text('transaction_type').notNull(),
    responseCode: text('response_code').notNull(),
    amountCents: integer('amount_cents').notNull(),
    last4: text('last4').notNull(),
    accountType: text('account_type').notNull(),
    invoiceNumber: text('invoice_number'),
    refTransId: text('ref_trans_id'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_card_transactions_ref_idx').on(t.refId)],
);

export const sandboxPaypalOrders = pgTable(
  'sandbox_paypal_orders',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id'),
    status: text('status').notNull(),
    amountValue: text('amount_value').notNull(),
    currencyCode: text('currency_code').notNull(),
    body: jsonb('body').notNull(),
    returnUrl: text('return_url'),
    cancelUrl: text('cancel_url'),
    captureId: text('capture_id'),
    captureStatus: text('capture_status'),
    payerEmail: text('payer_email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_paypal_orders_request_key').on(t.requestId)],
);

/*
 * The games library, studies, openings and my games (spec 2 sections 2-3; docs/decisions/0012).
 */

/** A library game: a position to solve (Puzzle, Training) or a question about it. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type', { enum: GAME_TYPES }).notNull(),
    notes: text('notes'),
    rating: integer('rating').notNull().default(0),
    fen: text('fen').notNull().default('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'),
    pgn: text('pgn'),
    /** Accepted final positions, comma-separated FENs. */
    solutionFen: text('solution_fen'),
    solution: text('solution'),
    blacksTurn: boolean('blacks_turn').notNull().default(false),
    tags: text('tags'),
    /** Normalised "/a/b"; "/" is the top directory. */
    dirPath: text('dir_path').notNull().default('/'),
    questionType: text('question_type', { enum: QUESTION_TYPES }),
    questionChoices: text('question_choices'),
    createdDate: createdAt(),
  },
  (t) => [index('games_dir_path_idx').on(t.dirPath)],
);

/** Directories made before any game is in them; the tree is these plus every game's dirPath. */
export const gameDirs = pgTable('game_dirs', {
  path: text('path').primaryKey(),
  createdDate: createdAt(),
});

export const studies = pgTable('studies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  notes: text('notes').notNull().default(''),
  createdDate: createdAt(),
});

/** A study's chapter: one PGN game and its starting position, shown in `position` order. */
export const studyChapters = pgTable(
  'study_chapters',
  {
    id: serial('id').primaryKey(),
    studyId: integer('study_id')
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    pgn: text('pgn').notNull(),
    fen: text('fen').notNull(),
    createdDate: createdAt(),
  },
  (t) => [index('study_chapters_study_idx').on(t.studyId, t.position)],
);

/** A named opening line; eco and name come from the Lichess opening list. */
export const openings = pgTable('openings', {
  id: serial('id').primaryKey(),
  eco: text('eco').notNull(),
  name: text('name').notNull(),
  pgn: text('pgn').notNull(),
  notes: text('notes'),
  createdDate: createdAt(),
});

/** A member's own uploaded game; only its owner sees it. */
export const myGames = pgTable(
  'my_games',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    white: text('white'),
    black: text('black'),
    whiteElo: integer('white_elo'),
    blackElo: integer('black_elo'),
    timeControl: text('time_control'),
    gameResult: text('game_result'),
    pgn: text('pgn').notNull(),
    createdDate: createdAt(),
  },
  (t) => [index('my_games_user_idx').on(t.userId, t.createdDate)],
);
