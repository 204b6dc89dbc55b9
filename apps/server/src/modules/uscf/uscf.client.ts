import { USCF_SEARCH_MAX_RESULTS, type UscfMember } from '@kingside/shared';
import { z } from 'zod';

/*
 * The US Chess ratings API ("MUIR", ../shared/data/notes/uscf_ratings_api.md): the two read calls
 * the lookup needs, mapped to our UscfMember. The same code talks to the real API and to the
 * embedded sandbox (uscf.sandbox.ts), which differ only in the `fetch` they are given.
 */

/** How long one call may take before the lookup counts the service as unavailable. */
export const USCF_TIMEOUT_MS = 5_000;

/** The parts of MemberDetailDto (and MemberRatingDto) we read; the API sends many more. */
const MemberRatingDtoSchema = z.object({
  rating: z.number().int().nullish(),
  ratingSystem: z.string(),
});
export const MemberDetailDtoSchema = z.object({
  id: z.string().min(1).max(20),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  expirationDate: z.string().nullish(),
  status: z.string().nullish(),
  ratings: z.array(MemberRatingDtoSchema).nullish(),
});
export type MemberDetailDto = z.infer<typeof MemberDetailDtoSchema>;
const MemberDetailDtoPageSchema = z.object({ items: z.array(MemberDetailDtoSchema) });

/** The service did not answer usefully (timeout, network, 429, 5xx, an unreadable body). */
export class UscfUnavailableError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UscfUnavailableError';
  }
}

/** US Chess's member to ours: the regular rating is the ratings entry with ratingSystem "R". */
export function toUscfMember(dto: MemberDetailDto): UscfMember {
  const regular = dto.ratings?.find((r) => r.ratingSystem === 'R');
  const name = [dto.firstName, dto.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return {
    uscfId: dto.id,
    name: name.slice(0, 200),
    currentRating: { regularRating: regular?.rating ?? null },
    // The API's dates are YYYY-MM-DD; keep only that part of anything longer.
    expirationDate: dto.expirationDate ? dto.expirationDate.slice(0, 10) : null,
    status: (dto.status ?? 'None').slice(0, 40),
  };
}

export type UscfClientOptions = {
  /** The API's base URL, without a trailing slash. */
  baseUrl: string;
  /** Sent as X-Api-Key when set. */
  apiKey?: string | undefined;
  /** Identifies the club to US Chess: "Kingside club site (+club e-mail)". */
  userAgent: string;
  fetch: typeof fetch;
  timeoutMs?: number;
};

export class UscfClient {
  constructor(private readonly options: UscfClientOptions) {}

  /** The member with this id, or null when US Chess has none (404). */
  async member(uscfId: string): Promise<UscfMember | null> {
    const body = await this.get(`/api/v1/members/${encodeURIComponent(uscfId)}`, true);
    if (body === null) return null;
    const dto = MemberDetailDtoSchema.safeParse(body);
    if (!dto.success) throw new UscfUnavailableError('unreadable member answer');
    return toUscfMember(dto.data);
  }

  /** Up to ten members whose names match (US Chess's fuzzy search on "first last"). */
  async search(firstName: string, lastName: string): Promise<UscfMember[]> {
    const params = new URLSearchParams({
      Fuzzy: [firstName, lastName].filter(Boolean).join(' '),
      Offset: '0',
      Size: String(USCF_SEARCH_MAX_RESULTS),
    });
    const body = await this.get(`/api/v1/members?${params.toString()}`, false);
    const page = MemberDetailDtoPageSchema.safeParse(body);
    if (!page.success) throw new UscfUnavailableError('unreadable search answer');
    return page.data.items.slice(0, USCF_SEARCH_MAX_RESULTS).map(toUscfMember);
  }

  /** The JSON body of a GET; null for a 404 when `notFoundIsNull`. */
  private async get(path: string, notFoundIsNull: boolean): Promise<unknown> {
    const { baseUrl, apiKey, userAgent, timeoutMs = USCF_TIMEOUT_MS } = this.options;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': userAgent,
    };
    if (apiKey) headers['x-api-key'] = apiKey;
    let res: Response;
    try {
      res = await this.options.fetch(`${baseUrl}${path}`, {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new UscfUnavailableError(
        timedOut ? `no answer in ${timeoutMs} ms` : `unreachable: ${String(err)}`,
      );
    }
    if (res.status === 404 && notFoundIsNull) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new UscfUnavailableError(`answered ${res.status}`, res.status);
    }
    try {
      return await res.json();
    } catch {
      throw new UscfUnavailableError('answered something that is not JSON');
    }
  }
}
