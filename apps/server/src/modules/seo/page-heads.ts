import type { PUBLIC_PAGES } from '@kingside/shared';
import {
  coachPagePath,
  formatCents,
  formatDate,
  formatTime,
  isSafeLink,
  PUBLIC_PAGE_PREFIXES,
  tournamentPaths,
} from '@kingside/shared';
import type { AppContext } from '../../context.js';
import { todayIn, zonedTimeToUtc } from '../../lib/time.js';
import { coachesRepository } from '../coaches/index.js';
import { shortText, type PageHead } from './head.js';
import { seoRepository } from './seo.repository.js';

/**
 * The fixed public pages' titles (the words of each page's own heading) and descriptions; `{club}`
 * is the club's name. Until the server renders the pages (the rest of issue 32), whose own title
 * and description will then be the head's, these repeat what the web pages set once loaded.
 */
const FIXED: Record<(typeof PUBLIC_PAGES)[number], [title: string, description: string]> = {
  '/': [
    '{club}',
    'Chess classes, after-school programs, summer camps and weekly rated tournaments at {club}.',
  ],
  '/classes': [
    'Classes',
    'Group and private chess classes at {club}: levels, times, places and prices.',
  ],
  '/coaches': ['Coaches', 'The coaches who teach at {club}.'],
  '/camp': [
    'Summer Camp',
    'Summer chess camp weeks at {club}: dates, times, prices and registration.',
  ],
  '/about': ['About us', 'Where to find {club}, and photos of the club.'],
  '/news': ['News', 'News from {club}.'],
  '/blog': ['Blog', 'Articles from {club}.'],
  '/gallery': ['Gallery', 'Photos from {club}.'],
  '/calendar': ['Calendar', 'Classes, summer camp weeks and tournaments at {club}, by month.'],
  '/tournaments': [
    'Upcoming Tournaments',
    'Upcoming chess tournaments at {club}: dates, sections, fees and registration.',
  ],
  '/tournaments/ongoing': [
    'Ongoing Tournaments',
    'Tournaments being played at {club} now: pairings and standings.',
  ],
  '/board': ['Analysis board', 'A chess board to set up and analyse positions.'],
  '/login': ['Login', 'Sign in to {club}.'],
  '/register': [
    'Register',
    'Register for classes, after-school programs or summer camp at {club}.',
  ],
  '/register/groupClass': [
    'Register for a group class',
    'Create an account for group chess classes at {club}.',
  ],
  '/register/privateClass': [
    'Register for a private class',
    'Create an account for private chess lessons at {club}.',
  ],
  '/register/rjlee': [
    'RJ Lee after-school chess',
    'Register a child for after-school chess at RJ Lee.',
  ],
  '/register/mustang': [
    'Mustang after-school chess',
    'Register a child for after-school chess at Mustang.',
  ],
  '/inquiry': ['Contact us', 'Ask {club} a question.'],
  '/forgotPassword': ['Forgot password', 'Reset the password of a {club} account.'],
  '/forgotUsername': ['Forgot username', 'Have the username of a {club} account sent by e-mail.'],
  '/camp/register': ['Summer Camp Registration', 'Register for summer chess camp weeks at {club}.'],
};

const withClub = (text: string, club: string) => text.replaceAll('{club}', club);

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
 * The head of the page at `path`: a fixed public page's, a tournament's (an Event), a coach's; any
 * other path (a page behind a sign-in, a one-off link, an address that is no page) gets the
 * club's head, kept out of search engines.
 */
export async function pageHead(ctx: AppContext, path: string): Promise<PageHead> {
  const club = ctx.config.club.name;
  const page = path === '/home' ? '/' : path.length > 1 ? path.replace(/\/+$/, '') : path;
  const fixed = FIXED[page as keyof typeof FIXED];
  if (fixed) {
    return {
      title: page === '/' ? club : titled(ctx, fixed[0]),
      description: withClub(fixed[1], club),
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
    description: withClub(FIXED['/'][1], club),
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
