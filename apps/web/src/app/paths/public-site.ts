import { galleryImagesQueryOptions } from '@/features/club/api/get-gallery-images';
import { locationsQueryOptions } from '@/features/club/api/get-locations';
import { newsQueryOptions } from '@/features/club/api/get-news';
import { programsQueryOptions } from '@/features/club/api/get-programs';
import { upcomingTournamentsQueryOptions } from '@/features/club/api/get-upcoming-tournaments';
import { readSession } from '@/lib/session';
import { lazyPage, sitePage, type PathEntry, type Prefetch } from '@/app/paths/path-entry';

/** The visitor's home page cards and photos; a logged-in user's home page shows the schedule. */
const homeCards: Prefetch = (client) => {
  if (readSession()) {
    void client.prefetchQuery(programsQueryOptions());
    return;
  }
  void client.prefetchQuery(upcomingTournamentsQueryOptions());
  void client.prefetchQuery(newsQueryOptions());
  void client.prefetchQuery(galleryImagesQueryOptions());
};
const classes: Prefetch = (client) => {
  void client.prefetchQuery(programsQueryOptions());
  void client.prefetchQuery(locationsQueryOptions());
};

const homePage = lazyPage(() => import('@/features/club/pages/home-page'), 'HomePage');
const campPage = lazyPage(() => import('@/features/club/pages/camp-page'), 'CampPage');
const tournamentResults = (
  name: 'TournamentResultsPage' | 'TournamentPairingsPage' | 'TournamentStandingsPage',
) => lazyPage(() => import('@/features/tournaments/pages/tournament-results-page'), name);

/** The club's public site: plain HTML and app.css, no MUI and no zod. */
export const PUBLIC_SITE_PATHS: readonly PathEntry[] = [
  sitePage('/', homePage, { prefetch: [homeCards] }),
  sitePage('/home', homePage, { prefetch: [homeCards] }),
  sitePage(
    '/classes',
    lazyPage(() => import('@/features/club/pages/classes-page'), 'ClassesPage'),
    {
      prefetch: [classes],
      menus: [{ menu: 'public', label: 'Classes' }],
    },
  ),
  sitePage(
    '/coaches',
    lazyPage(() => import('@/features/club/pages/coaches-page'), 'CoachesPage'),
    {
      menus: [{ menu: 'public', label: 'Coaches' }],
    },
  ),
  sitePage(
    '/coach/:firstName',
    lazyPage(() => import('@/features/club/pages/coach-page'), 'CoachPage'),
  ),
  // Tournaments (spec 2 §2, issue 15): listings, detail and results are plain pages.
  sitePage(
    '/tournaments',
    lazyPage(() => import('@/features/tournaments/pages/tournaments-page'), 'TournamentsPage'),
    { menus: [{ menu: 'public', label: 'Tournaments' }] },
  ),
  sitePage(
    '/tournaments/ongoing',
    lazyPage(
      () => import('@/features/tournaments/pages/ongoing-tournaments-page'),
      'OngoingTournamentsPage',
    ),
  ),
  sitePage(
    '/tournaments/:shortName',
    lazyPage(() => import('@/features/tournaments/pages/tournament-page'), 'TournamentPage'),
  ),
  sitePage('/tournaments/:shortName/results', tournamentResults('TournamentResultsPage')),
  sitePage('/tournaments/:shortName/pairings', tournamentResults('TournamentPairingsPage')),
  sitePage('/tournaments/:shortName/standings', tournamentResults('TournamentStandingsPage')),
  // Registration (spec 2 §2, issue 15 part 2): plain pages a visitor opens from a card.
  sitePage(
    '/tourRegister/:id',
    lazyPage(() => import('@/features/tournaments/pages/tour-register-page'), 'TourRegisterPage'),
  ),
  sitePage(
    '/tourRegisterSuccess/:id',
    lazyPage(
      () => import('@/features/tournaments/pages/tour-register-success-page'),
      'TourRegisterSuccessPage',
    ),
  ),
  sitePage('/camp', campPage, { menus: [{ menu: 'public', label: 'Summer Camp' }] }),
  sitePage('/summercamp', campPage),
  sitePage(
    '/calendar',
    lazyPage(() => import('@/features/calendar/pages/calendar-page'), 'CalendarPage'),
    {
      menus: [{ menu: 'public', label: 'Calendar' }],
    },
  ),
  sitePage(
    '/about',
    lazyPage(() => import('@/features/club/pages/about-page'), 'AboutPage'),
    {
      menus: [{ menu: 'public', label: 'About' }],
    },
  ),
  sitePage(
    '/news',
    lazyPage(() => import('@/features/club/pages/news-page'), 'NewsPage'),
  ),
  sitePage(
    '/gallery',
    lazyPage(() => import('@/features/club/pages/gallery-page'), 'GalleryPage'),
  ),
  sitePage(
    '/map',
    lazyPage(() => import('@/features/club/pages/map-page'), 'MapPage'),
  ),
  sitePage(
    '/unsubscribe',
    lazyPage(() => import('@/features/club/pages/unsubscribe-page'), 'UnsubscribePage'),
  ),
  sitePage(
    '/blog',
    lazyPage(() => import('@/features/blog/pages/blog-page'), 'BlogPage'),
  ),
];
