import { USCF_MESSAGES, type UscfMember } from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { UscfClient, UscfUnavailableError } from './uscf.client.js';
import { uscfRepository, type UscfLookupKind } from './uscf.repository.js';
import { sandboxFetch } from './uscf.sandbox.js';

const HOUR_MS = 60 * 60 * 1000;
/** How long a cached answer is used before it is fetched again. */
export const USCF_CACHE_TTL_MS: Record<UscfLookupKind | 'memberNotFound', number> = {
  member: 24 * HOUR_MS,
  /** An id US Chess did not know may be a member who joined today. */
  memberNotFound: HOUR_MS,
  search: HOUR_MS,
};

/** Where the embedded lookup "is": the sandbox answers whatever the origin. */
const EMBEDDED_BASE_URL = 'http://uscf-sandbox.invalid';

export const uscfUnavailable = () =>
  new AppError(503, 'USCF_UNAVAILABLE', USCF_MESSAGES.unavailable);

export type UscfLookupOptions = {
  db: DbOrTx;
  /** Names the cache the answers go in: 'embedded' or the API's base URL. */
  source: string;
  client: UscfClient;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** The clock (tests). */
  now?: () => number;
};

/**
 * The US Chess lookup with its cache (issue 15; issue 18 reuses it for students' ratings): answers
 * from the cache while fresh, else from the service; when the service fails it serves the stale
 * answer if there is one and throws a 503 AppError if not.
 */
export class UscfLookup {
  private readonly repo;
  private readonly now: () => number;

  constructor(private readonly options: UscfLookupOptions) {
    this.repo = uscfRepository(options.db, options.source);
    this.now = options.now ?? Date.now;
  }

  /** GET /api/uscf/liveRegularRating/{uscfId}: the member, or 404. */
  async member(uscfId: string): Promise<UscfMember> {
    const members = await this.cached('member', uscfId, async () => {
      const found = await this.options.client.member(uscfId);
      return found ? [found] : [];
    });
    if (!members[0]) throw notFound(USCF_MESSAGES.notFound);
    return members[0];
  }

  /** GET /api/uscf?firstName&lastName: up to ten members. */
  async search(firstName: string, lastName: string): Promise<UscfMember[]> {
    const key = [firstName, lastName]
      .map((n) => n.trim().replace(/\s+/g, ' ').toLowerCase())
      .join('|');
    return this.cached('search', key, () => this.options.client.search(firstName, lastName));
  }

  private async cached(
    kind: UscfLookupKind,
    query: string,
    fetchMembers: () => Promise<UscfMember[]>,
  ): Promise<UscfMember[]> {
    const cached = await this.repo.find(kind, query);
    if (cached) {
      const ttl =
        kind === 'member' && cached.members.length === 0
          ? USCF_CACHE_TTL_MS.memberNotFound
          : USCF_CACHE_TTL_MS[kind];
      if (this.now() - cached.fetchedAt.getTime() < ttl) return cached.members;
    }
    let members: UscfMember[];
    try {
      members = await fetchMembers();
    } catch (err) {
      if (!(err instanceof UscfUnavailableError)) throw err;
      this.options.log?.warn(
        { kind, reason: err.message, stale: cached !== null },
        cached
          ? 'US Chess lookup failed: serving the cached answer'
          : 'US Chess lookup failed and nothing is cached',
      );
      if (cached) return cached.members;
      throw uscfUnavailable();
    }
    await this.repo.save(kind, query, members);
    return members;
  }
}

/** The User-Agent the club's server identifies itself with to US Chess. */
export const uscfUserAgent = (config: Config) => `Kingside club site (+${config.club.email})`;

/**
 * The configured lookup: the embedded sandbox (USCF_API=embedded, the default) or the ratings API
 * at USCF_API with USCF_API_KEY. `fetchImpl` replaces the network in tests.
 */
export function createUscfLookup(
  config: Config,
  db: DbOrTx,
  log?: Pick<FastifyBaseLogger, 'warn'>,
  fetchImpl: typeof fetch = fetch,
): UscfLookup {
  const embedded = config.uscf.api === 'embedded';
  const client = new UscfClient({
    baseUrl: embedded ? EMBEDDED_BASE_URL : config.uscf.api,
    apiKey: embedded ? undefined : config.uscf.apiKey,
    userAgent: uscfUserAgent(config),
    fetch: embedded ? sandboxFetch : fetchImpl,
  });
  return new UscfLookup({ db, source: config.uscf.api, client, ...(log ? { log } : {}) });
}

/** Embedded lookups in production show fictional ratings to real registrants: say so at start. */
export function warnAboutEmbeddedUscf(config: Config, log: Pick<FastifyBaseLogger, 'warn'>): void {
  if (!config.production || config.uscf.api !== 'embedded') return;
  log.warn(
    { uscfApi: 'embedded' },
    'US CHESS LOOKUPS ARE FICTIONAL: USCF_API is "embedded", so the rating lookup answers from ' +
      'made-up sandbox members. Set USCF_API=https://ratings-api.uschess.org for real ratings.',
  );
}
