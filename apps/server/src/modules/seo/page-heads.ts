import {
  coachPagePath,
  formatCents,
  formatDate,
  formatTime,
  isSafeLink,
  PUBLIC_PAGE_PREFIXES,
  PUBLIC_PAGES,
  tournamentPaths,
} from '@kingside/shared';
import type { AppContext } from '../../context.js';
import { todayIn, zonedTimeToUtc } from '../../lib/time.js';
import { coachesRepository } from '../coaches/index.js';
import { shortText, type PageHead } from './head.js';
import { seoRepository } from './seo.repository.js';

/**
 * What the club's pages say of it where a page says nothing of its own (`{club}` is its name): the
 * description of a page that sets none, and of a page no one renders on the server.
 */
const CLUB_DESCRIPTION =
  'Chess classes, after-school programs, summer camps and weekly rated tournaments at {club}.';

const withClub = (text: string, club: string) => text.replaceAll('{club}', club);

/** The title and description a page rendered on the server set for itself (usePageMeta). */
export type RenderedHeadWords = { title?: string; description?: string };

/** A page's title as the web app writes it: "<title> | <club abbreviation>". */
const titled = (ctx: AppContext, title: string) => `${title} | ${ctx.config.club.abbreviation}`;

/** The club as schema.org knows it: on the home page, and as every event's organizer. */
export const clubJsonLd = (ctx: AppContext) => ({
  '@type': 'SportsClub',
  name: ctx.config.club.name,
  url: `${ctx.config.publicUrl}/`,
  email: ctx.config.club.email,
  telephone: ctx.config.club.phone,
  address: ctx.config.club.address,
  sport: 'Chess',
});

/**
 * The head of the page at `path`: a fixed public page's (titled and described by the page itself
 * as `rendered` on the server, docs/decisions/0058), a tournament's (an Event), a coach's; any
 * other path (a page behind a sign-in, a one-off link, an address that is no page) gets the
 * club's head, kept out of search engines.
 */
export async function pageHead(
  ctx: AppContext,
  path: string,
  rendered?: RenderedHeadWords,
): Promise<PageHead> {
  const club = ctx.config.club.name;
  const page = path === '/home' ? '/' : path.length > 1 ? path.replace(/\/+$/, '') : path;
  if ((PUBLIC_PAGES as readonly string[]).includes(page)) {
    return {
      title: rendered?.title ?? club,
      description: rendered?.description ?? withClub(CLUB_DESCRIPTION, club),
      path: page,
      jsonLd:
        page === '/'
          ? [{ '@context': 'https://schema.org', ...clubJsonLd(ctx) }]
          : page === '/camp'
            ? await campWeekEvents(ctx)
            : [],
    };
  }
  if (PUBLIC_PAGE_PREFIXES.some((prefix) => page.startsWith(prefix))) {
    const head = await parameterPageHead(ctx, page);
    if (head) return head;
  }
  return {
    title: club,
    description: withClub(CLUB_DESCRIPTION, club),
    path: page,
    noindex: true,
  };
}

const segment = (s: string | undefined) => {
  try {
    return s === undefined ? undefined : decodeURIComponent(s);
  } catch {
    return undefined;
  }
};

async function parameterPageHead(ctx: AppContext, page: string): Promise<PageHead | undefined> {
  const repo = seoRepository(ctx.database.db);
  const parts = page.split('/');
  if (parts[1] === 'coach' && parts.length === 3) {
    const name = segment(parts[2]);
    const coach = name
      ? await coachesRepository(ctx.database.db).findActiveByFirstName(name)
      : undefined;
    if (!coach) return undefined;
    const full = `${coach.firstName} ${coach.lastName}`;
    return {
      title: titled(ctx, `${full}${coach.title ? `, ${coach.title}` : ''}`),
      description: shortText(coach.bio) || `${full} teaches chess at ${ctx.config.club.name}.`,
      path: coachPagePath(coach.firstName),
      type: 'profile',
      image: coach.photoUrl && isSafeLink(coach.photoUrl) ? absolute(ctx, coach.photoUrl) : null,
    };
  }
  if (parts[1] === 'tournaments' && (parts.length === 3 || parts.length === 4)) {
    const shortName = segment(parts[2]);
    const t = shortName ? await repo.tournamentByShortName(shortName) : undefined;
    if (!t) return undefined;
    return tournamentHead(ctx, t, parts[3]);
  }
  return undefined;
}

const absolute = (ctx: AppContext, url: string) =>
  /^https?:\/\//.test(url) ? url : `${ctx.config.publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

type TournamentFacts = NonNullable<
  Awaited<ReturnType<ReturnType<typeof seoRepository>['tournamentByShortName']>>
>;

/** A tournament's page (or its results, pairings, standings): when, where, fee, and an Event. */
function tournamentHead(ctx: AppContext, t: TournamentFacts, part: string | undefined): PageHead {
  const { timezone: timeZone } = ctx.config.club;
  const start = zonedTimeToUtc(t.tournamentDate, t.startTime, timeZone);
  const end = new Date(start.getTime() + t.durationMinutes * 60_000);
  const when = `${formatDate(t.tournamentDate, { style: 'withWeekday' })} at ${formatTime(t.startTime)}`;
  const where = t.locationName
    ? ` at ${t.locationName}${t.locationAddress ? `, ${t.locationAddress}` : ''}`
    : '';
  const fee = `Entry ${formatCents(t.entryFeesCents)}.`;
  const sub = { results: 'Results', pairings: 'Pairings', standings: 'Standings' }[part ?? ''];
  const paths = tournamentPaths;
  const url = (p: string) => ctx.config.publicUrl + p;
  return {
    title: titled(ctx, `${sub ? `${sub}: ` : ''}${t.name}`),
    description: `${when}${where}. ${fee}${t.shortDescription ? ` ${t.shortDescription}` : ''}`,
    path: sub ? `${paths.detail(t)}/${part}` : paths.detail(t),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: t.name,
        startDate: start.toISOString(),
        endDate: end.toISOString(),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        url: url(paths.detail(t)),
        ...(t.locationName && {
          location: {
            '@type': 'Place',
            name: t.locationName,
            address: t.locationAddress ?? ctx.config.club.address,
          },
        }),
        offers: {
          '@type': 'Offer',
          price: (t.entryFeesCents / 100).toFixed(2),
          priceCurrency: 'USD',
          url: url(paths.register(t)),
          availability: t.soldout ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        },
        organizer: clubJsonLd(ctx),
      },
    ],
  };
}

/** At most this many camp weeks are described on the camp page's head. */
const CAMP_WEEKS_IN_HEAD = 20;

/** The camp page's weeks, each an Event at the club, with its price and the registration form. */
async function campWeekEvents(ctx: AppContext): Promise<object[]> {
  const { timezone: timeZone, address } = ctx.config.club;
  const weeks = await seoRepository(ctx.database.db).upcomingCampWeeks(
    todayIn(timeZone),
    CAMP_WEEKS_IN_HEAD,
  );
  return weeks.map((w) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: `${w.eventName} (${w.eventSlot})`,
    startDate: zonedTimeToUtc(w.startDate, w.startTime, timeZone).toISOString(),
    endDate: zonedTimeToUtc(w.endDate, w.endTime, timeZone).toISOString(),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: `${ctx.config.publicUrl}/camp`,
    location: { '@type': 'Place', name: ctx.config.club.name, address },
    offers: {
      '@type': 'Offer',
      price: (w.priceCents / 100).toFixed(2),
      priceCurrency: 'USD',
      url: `${ctx.config.publicUrl}/camp/register`,
    },
    organizer: clubJsonLd(ctx),
  }));
}
