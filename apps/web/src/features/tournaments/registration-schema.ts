import { z } from 'zod';
import { EntryInputSchema } from '@kingside/shared';

/*
 * The tournament-entry values the page needs only once the visitor acts (adding a player, a
 * lookup, a coupon). They live in zod-bearing modules of the shared package, so the page takes
 * them from here, lazily, and its first paint stays free of zod (docs/decisions/0025).
 */
export { ENTRY_CART_MAX, ENTRY_MESSAGES, splitFullName } from '@kingside/shared';

/**
 * One player's fields on /tourRegister as the form holds them (text boxes give text), checked by
 * the shared `EntryInputSchema` the server validates the cart with. Imported lazily by the plain
 * page (docs/decisions/0025): zod downloads when the visitor starts typing.
 */
export type EntryFormValues = {
  name: string;
  email: string;
  phone: string;
  section: string;
  uscfId: string;
  /** Typed or filled by the US Chess lookup; blank is unrated (0). */
  rating: string;
  /** YYYY-MM-DD, the US Chess membership's expiry. */
  expiryDate: string;
  fideId: string;
  fideRating: string;
  schedule: string;
  schoolName: string;
  teamName: string;
  /** Rounds with a requested half-point bye. */
  byesRequested: number[];
  playup: boolean;
};

/** Blank is `blank`; anything else a number (NaN when it is not one, which the schema refuses). */
const numberOr = <B>(text: string, blank: B) => (text.trim() === '' ? blank : Number(text.trim()));

export const EntryFormSchema = z.preprocess(
  (form: EntryFormValues) => ({
    ...form,
    rating: numberOr(form.rating, 0),
    fideRating: numberOr(form.fideRating, null),
    expiryDate: form.expiryDate.trim() === '' ? null : form.expiryDate.trim(),
  }),
  EntryInputSchema,
);
