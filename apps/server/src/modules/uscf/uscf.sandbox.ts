import { USCF_SEARCH_MAX_RESULTS } from '@kingside/shared';

/*
 * The embedded US Chess sandbox: a dozen fictional members answered in the ratings API's own JSON
 * shapes (MemberDetailDto, MemberDetailDtoPage) at its own paths, so the embedded lookup runs the
 * same client and mapping as the real one. Nothing leaves the server. The ids are in the 9000xxxx
 * range and the names are invented.
 */

type Rating = { rating: number | null; ratingSystem: string; isProvisional?: boolean };
type SandboxMember = {
  id: string;
  firstName: string;
  lastName: string;
  stateRep: string;
  expirationDate: string | null;
  status: string;
  ratings: Rating[];
};

const member = (
  id: string,
  firstName: string,
  lastName: string,
  regular: number | null,
  extra: Partial<SandboxMember> = {},
): SandboxMember => ({
  id,
  firstName,
  lastName,
  stateRep: 'TX',
  expirationDate: '2099-12-31',
  status: 'Active',
  ratings:
    regular === null
      ? []
      : [
          { rating: regular, ratingSystem: 'R', isProvisional: false },
          { rating: regular - 35, ratingSystem: 'Q', isProvisional: false },
          { rating: regular - 60, ratingSystem: 'B', isProvisional: true },
        ],
  ...extra,
});

/** The sandbox's members. 90000007 is expired, 90000008 is unrated, 90000012 has no R rating. */
export const SANDBOX_MEMBERS: readonly SandboxMember[] = [
  member('90000001', 'ANN', 'ALPHA', 1850),
  member('90000002', 'BEN', 'BISHOP', 1420),
  member('90000003', 'CARLA', 'CASTLE', 2105),
  member('90000004', 'DEV', 'DIAGONAL', 980),
  member('90000005', 'ELENA', 'ENDGAME', 1633),
  member('90000006', 'FELIX', 'FIANCHETTO', 1275),
  member('90000007', 'GRACE', 'GAMBIT', 1540, { expirationDate: '2024-06-30', status: 'Expired' }),
  member('90000008', 'HUGO', 'HOLE', null),
  member('90000009', 'IRIS', 'ALPHA', 712),
  member('90000010', 'JAMES', 'ALPHA', 1190),
  member('90000011', 'KAI', 'KNIGHT', 2230, { expirationDate: null }),
  member('90000012', 'LENA', 'LUFT', null, {
    ratings: [{ rating: 1010, ratingSystem: 'Q', isProvisional: true }],
  }),
];

/** A MemberDetailDto as the API sends it, with the fields the sandbox does not model set to null. */
const detail = (m: SandboxMember) => ({
  ...m,
  jurisdiction: m.stateRep,
  fideCountry: null,
  fideTitle: null,
  uscfTitle: null,
  fideId: null,
  gender: 'Unknown',
  lastChangedDate: '2026-01-01',
  rank: null,
  stateRank: null,
  ordinal: null,
  ratings: m.ratings.map((r) => ({
    rating: r.rating,
    ratingSystem: r.ratingSystem,
    gamesPlayed: 40,
    isProvisional: r.isProvisional ?? false,
    floor: null,
  })),
  tdLevel: null,
  tdCertStatus: null,
  tdCertExpirationDate: null,
  safePlayExpirationDate: null,
});

/** The sandbox's stand-in for the API's fuzzy search: every word in the member's id or name. */
function matches(m: SandboxMember, fuzzy: string): boolean {
  const words = fuzzy.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = `${m.id} ${m.firstName} ${m.lastName}`.toLowerCase();
  return words.length > 0 && words.every((w) => haystack.includes(w));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

/**
 * A `fetch` that answers GET /api/v1/members/{id} and GET /api/v1/members?Fuzzy&Offset&Size from
 * SANDBOX_MEMBERS, whatever the URL's origin.
 */
export const sandboxFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  request.signal.throwIfAborted();
  const url = new URL(request.url);
  if (request.method !== 'GET') return json(405, { title: 'Method Not Allowed' });
  const byId = /^\/api\/v1\/members\/([^/]+)\/?$/.exec(url.pathname);
  if (byId) {
    const found = SANDBOX_MEMBERS.find((m) => m.id === decodeURIComponent(byId[1]!));
    return found ? json(200, detail(found)) : json(404, { title: 'Not Found', status: 404 });
  }
  if (/^\/api\/v1\/members\/?$/.test(url.pathname)) {
    const offset = Math.max(0, Number(url.searchParams.get('Offset') ?? 0) || 0);
    const size = Math.min(
      100,
      Math.max(1, Number(url.searchParams.get('Size') ?? USCF_SEARCH_MAX_RESULTS) || 1),
    );
    const all = SANDBOX_MEMBERS.filter((m) => matches(m, url.searchParams.get('Fuzzy') ?? ''));
    return json(200, {
      items: all.slice(offset, offset + size).map(detail),
      offset,
      pageSize: size,
      hasPreviousPage: offset > 0,
      hasNextPage: offset + size < all.length,
    });
  }
  return json(404, { title: 'Not Found', status: 404 });
};
