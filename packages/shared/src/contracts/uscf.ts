import { z } from 'zod';

/*
 * The US Chess (USCF) member lookup (spec 2 §3 "USCF lookup result: uscfId,
 * currentRating.regularRating, expirationDate"; §7 "GET uscf?firstName&lastName. GET
 * uscf/liveRegularRating/{uscfId}"; issue 15). The server answers from the US Chess ratings API when
 * one is configured, from an embedded sandbox of fictional members otherwise, and caches answers.
 *
 * | method | path                                    | answers                         |
 * |--------|-----------------------------------------|---------------------------------|
 * | GET    | /api/uscf?firstName&lastName            | UscfMember[] (up to 10 matches) |
 * | GET    | /api/uscf/liveRegularRating/{uscfId}    | UscfMember, 404 when no member  |
 *
 * Both are public (visitors register for tournaments) and rate-limited per address; when the service
 * is slow or down and nothing is cached they answer 503 with USCF_MESSAGES.unavailable.
 */

/** Longest first or last name a lookup takes. */
export const USCF_NAME_MAX = 60;
/** US Chess member ids are eight digits. */
export const USCF_ID_LENGTH = 8;
/** Most matches a name search answers. */
export const USCF_SEARCH_MAX_RESULTS = 10;

export const USCF_MESSAGES = {
  notFound: 'No US Chess member with that id.',
  unavailable: 'The US Chess lookup is unavailable right now. Type the rating by hand.',
  nameRequired: 'Type a last name.',
} as const;

export const UscfIdSchema = z
  .string()
  .trim()
  .length(USCF_ID_LENGTH, `A US Chess id has ${USCF_ID_LENGTH} digits.`)
  .regex(/^\d+$/, `A US Chess id has ${USCF_ID_LENGTH} digits.`);

/** GET /api/uscf?firstName&lastName: the last name is required, the first name may be empty. */
export const UscfSearchQuerySchema = z.object({
  firstName: z.string().trim().max(USCF_NAME_MAX).default(''),
  lastName: z.string().trim().min(1, USCF_MESSAGES.nameRequired).max(USCF_NAME_MAX),
});
export type UscfSearchQuery = z.input<typeof UscfSearchQuerySchema>;

/** GET /api/uscf/liveRegularRating/{uscfId}. */
export const UscfIdParamsSchema = z.object({ uscfId: UscfIdSchema });

/** One member as the lookups answer it. */
export const UscfMemberSchema = z.object({
  uscfId: z.string(),
  /** "FIRST LAST" as US Chess spells it. */
  name: z.string(),
  currentRating: z.object({
    /** The regular (over-the-board, slow) rating; null when unrated. */
    regularRating: z.number().int().nullable(),
  }),
  /** YYYY-MM-DD; null when US Chess gives none (life members). */
  expirationDate: z.string().nullable(),
  /** US Chess's member status: Active, Expired, Suspended, … */
  status: z.string(),
});
export type UscfMember = z.infer<typeof UscfMemberSchema>;

export const UscfSearchResultSchema = z.array(UscfMemberSchema).max(USCF_SEARCH_MAX_RESULTS);

/**
 * Spec 2 §5: a registrant's full name is split on whitespace for the lookup: the first word is the
 * first name and the last word the last name (middle words are left out). One word is taken as the
 * last name, since US Chess searches by surname.
 */
export function splitFullName(full: string): { firstName: string; lastName: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: '', lastName: '' };
  if (words.length === 1) return { firstName: '', lastName: words[0]! };
  return { firstName: words[0]!, lastName: words[words.length - 1]! };
}
