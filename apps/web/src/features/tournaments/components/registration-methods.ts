import {
  isClubMember,
  MESSAGES,
  type RegistrationPaymentMethod,
  type Tournament,
  type TournamentCartQuote,
} from '@kingside/shared';
import type { Session } from '@/lib/session';

export const METHOD_LABELS: Record<RegistrationPaymentMethod, string> = {
  paypal: 'PayPal',
  creditCard: 'Credit card',
  zelle: 'Zelle',
  freePlayCredit: 'Free play credit',
  waitingList: 'Join waiting list',
};

export const SUBMIT_LABELS: Record<Exclude<RegistrationPaymentMethod, 'creditCard'>, string> = {
  paypal: 'Continue to PayPal',
  zelle: 'Register and pay with Zelle',
  freePlayCredit: 'Register with my free play credit',
  waitingList: 'Join the waiting list',
};

const REGISTRATION_METHODS = Object.keys(METHOD_LABELS) as RegistrationPaymentMethod[];

/**
 * The payment step's methods: those listed (one this caller cannot use now stays, disabled, with
 * its reason), those usable, and the one chosen: the visitor's pick while it is usable, else the
 * card, else the first usable one.
 */
export function paymentMethodChoice({
  tournament: t,
  quote,
  session,
  method,
}: {
  tournament: Tournament;
  /** The cart's last quote; none before the first player is added. */
  quote: TournamentCartQuote | undefined;
  session: Session | null;
  /** The method the visitor picked, if any. */
  method: RegistrationPaymentMethod | null;
}) {
  // Until the first quote, the event's methods; the free play credit only for a signed-in member
  // (the quote then says whether this month's credit is still there).
  const methods = (quote?.paymentMethods ??
    t.paymentMethods.filter(
      (m): m is RegistrationPaymentMethod =>
        REGISTRATION_METHODS.includes(m as RegistrationPaymentMethod) &&
        (m !== 'freePlayCredit' || isClubMember(session?.roles)),
    )) as RegistrationPaymentMethod[];
  // Until the first quote, a visitor is told at once that Zelle and the waiting list need an
  // account when the event limits its places (the quote then gives every reason, 0046).
  const needsAccount: Partial<Record<RegistrationPaymentMethod, string>> = {
    zelle: MESSAGES.payLaterNeedsAccount,
    waitingList: MESSAGES.waitingListNeedsAccount,
  };
  const unavailable: Partial<Record<RegistrationPaymentMethod, string>> = Object.fromEntries(
    quote
      ? quote.unavailable.map((u) => [u.method, u.reason])
      : !session && t.capacity !== null
        ? methods.filter((m) => needsAccount[m]).map((m) => [m, needsAccount[m]])
        : [],
  );
  const usable = methods.filter((m) => !unavailable[m]);
  const shown = REGISTRATION_METHODS.filter((m) => usable.includes(m) || unavailable[m]);
  const chosen =
    method && usable.includes(method)
      ? method
      : usable.includes('creditCard')
        ? 'creditCard'
        : (usable[0] ?? null);
  return { unavailable, usable, shown, chosen };
}
