/** User-facing messages, word for word from the spec; both the server and the web app use these. */
export const MESSAGES = {
  required: 'This field is required!',
  usernameLength: 'The username must be between 3 and 20 characters.',
  passwordLength: 'The password must be between 6 and 40 characters.',
  invalidEmail: 'This is not a valid email.',
  emailSent: 'Email sent. Please check your email',
  passwordReset: 'Password is reset successfully!',
  passwordChanged: 'Password Changed Successfully!',
  /** A form's new password typed twice, differently (a browser-only check: the server gets one). */
  passwordsDoNotMatch: 'The passwords do not match.',
  registered: 'User registered successfully!',
  accessRestricted: 'Access to this page is restricted',
  contentRestricted: 'Content Restricted',
  /** Members-only pages name the club. */
  membersOnly: (clubName: string) => `This page is accessible only for ${clubName} members`,
  /** The home page and profile of an account without a role (docs/decisions/0022). */
  notAMemberYet:
    'Your account is not a member yet: ask the club to add you to a class, or register for a class or camp.',
  /**
   * The home page and profile of a parent: an account without a role that keeps children in its
   * family or has students linked to it (docs/decisions/0059).
   */
  parentAccount: 'You manage your children’s registrations and payments from your family page.',
  pleaseEnterRequired: 'Please enter required field',
  /** The emailer's blank subject or message (spec 2 §5). */
  pleaseEnterTheRequiredField: 'Please enter the required field',
  /** The emailer sent (spec 2 §8). */
  emailerSent: 'Email Sent!!',
  inquiryThanks: 'Thanks for the inquiry. We will contact you at the earliest.',
  subscribed: 'Added Successfully!',
  coachNotFound: 'Choose a coach who has the coach role.',
  /** An admin ended sessions from the user-activity grid (docs/decisions/0029). */
  sessionsEnded: (n: number) => (n === 1 ? 'Session ended.' : `${n} sessions ended.`),
  subscribeFailed: 'Unable to add!',
  unsubscribed: 'Unsubscribed Successfully!',
  unsubscribeFailed: 'Unable to unsubscribe!',
  deleted: 'Deleted Successfully!!',
  deleteFailed: 'Unable to delete: ',
  confirmDelete: (name: string) => `Are you sure you want to delete ${name}?`,
  afterschoolThanks:
    'Thanks for the registration. We will contact you at the earliest to confirm your registration.',
  campRegistered: 'Registered Successfully',
  selectCampEventAndSlot: 'Please select camp event and slot',
  campSlotInCart: 'This camp slot already in cart',
  paymentMadeNotRegistered:
    'Payment Made but unable to register. Please wait we will correct the issue.',
  paymentThanks: 'Thanks for the payment.',
  // Messages below are Kingside's own, for cases the spec leaves open (docs/decisions/0004).
  invalidCredentials: 'Invalid username or password.',
  usernameTaken: 'That username is already taken.',
  currentPasswordWrong: 'The current password is not correct.',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  notAuthenticated: 'Please log in to continue.',
  userNotFound: 'No user with that username.',
  profileSaved: 'Profile saved.',
  invalidRequest: 'Please correct the highlighted fields.',
  /** A text longer than its field allows. */
  tooLong: (max: number) => `Please use at most ${max} characters.`,
  /** A NUL character (U+0000) in any text: never stored, refused before validation. */
  nulCharacter: 'This field contains a character that is not allowed (NUL). Please remove it.',
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Please try again.',
  campSoldOut: 'Sold out',
  campWeekSoldOut: (name: string) => `${name} is sold out.`,
  cartEmpty: 'Please add at least one camp slot to the cart.',
  checkoutReused:
    'This checkout was already submitted with a different cart. Please reload the page.',
  paymentInProgress: 'This payment is already being processed. Please wait a moment.',
  orderAlreadyPaid: 'This order is already paid.',
  orderNotPayable: 'This order can no longer be paid.',
  cardTokenMissing: 'The card could not be verified. Please check the card details and try again.',
  /** One visitor holds too many unpaid seats at once (docs/decisions/0015). */
  tooManyHeldSeats: (max: number) =>
    `You already have unpaid registrations holding seats, and at most ${max} seats can be held at once. Please pay for them first, or contact us.`,
  /**
   * Why a pay-later (Zelle) registration is refused (docs/decisions/0046): each says what to do
   * instead; the pages show the same words beside the choice.
   */
  payLaterNeedsAccount:
    'Paying later by Zelle holds the places until the money arrives, so it needs an account: please sign in (or create an account) first, or pay now instead.',
  payLaterTooLate: (name: string, hours: number) =>
    `${name} starts in less than ${hours} hours, too soon to pay later by Zelle. Please pay now instead.`,
  payLaterShareFull: (name: string) =>
    `${name}: all the places that can wait for a Zelle payment are held already; the others are kept for registrations paid now. Please pay now instead, or try Zelle again in a few days.`,
  payLaterVisitorShare: (name: string, max: number) =>
    `One account may hold at most ${max} unpaid ${max === 1 ? 'place' : 'places'} in ${name} while paying later by Zelle. Please pay now instead, or pay for the places you hold first.`,
  /** The waiting list leads to a held place (an offer), so it is for accounts (0046). */
  waitingListNeedsAccount:
    'Joining the waiting list needs an account, because a place that opens is held for you: please sign in (or create an account) first.',
  waitingListVisitorShare: (max: number) =>
    `One account may put at most ${max} player${max === 1 ? '' : 's'} on this tournament’s waiting list.`,
  /** Coupon guessing (docs/decisions/0046): past the limit even a right code is refused. */
  tooManyCouponTries: (minutes: number) =>
    `Too many wrong coupon codes were tried here. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or continue without the coupon.`,
  cartTooBig: (max: number) => `At most ${max} camp slots per checkout.`,
  /** An order that was released can be paid again only while its seats are free. */
  orderReleased:
    'This registration was released because it was not paid in time. Please register again.',
  /** A success page opened without an order, or with one that does not exist (docs/decisions/0010). */
  noRegistrationToConfirm: 'There is no registration to confirm here.',
  /** A success page's order that is neither paid nor booked (unpaid, declined, released, refunded). */
  registrationNotComplete: 'This registration is not complete.',
  /** A success page's order whose card charge is still being processed. */
  paymentProcessing: 'Your payment is being processed. This page updates when it is done.',
  /** A free card payment's amount (contracts/payments.ts PaymentAmountSchema). */
  amountInDollars: 'Enter an amount in dollars, e.g. 25.00.',
  /** `max` as formatCents writes it. */
  amountTooLarge: (max: string) => `Enter an amount between $0.01 and ${max}.`,
} as const;

/** 5000 → "5,000". */
const withCommas = (n: number) => n.toLocaleString('en-US');

/**
 * Why a PGN or an upload is refused (docs/decisions/0014). Problems of one game are reported as
 * "Game n: …"; the parser's end with "(line n)".
 */
export const PGN_MESSAGES = {
  tooManyPlies: (max: number) =>
    `A game may have at most ${withCommas(max)} half-moves, variations included`,
  variationsTooDeep: (max: number) => `Variations may be nested at most ${withCommas(max)} deep`,
  commentTooLong: (max: number) => `A comment may be at most ${withCommas(max)} characters long`,
  gameTooLong: (max: number) => `A game's PGN may be at most ${withCommas(max)} characters long.`,
  uploadTooManyGames: (max: number) =>
    `A PGN upload may hold at most ${withCommas(max)} games. Please split the file.`,
  uploadTooManyPlies: (max: number) =>
    `A PGN upload may hold at most ${withCommas(max)} half-moves in all. Please split the file.`,
  tooManyUploads: (max: number) =>
    `Too many uploads: at most ${withCommas(max)} an hour. Please try again later.`,
} as const;
