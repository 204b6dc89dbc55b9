import type {
  CalendarEvent,
  CampEvent,
  Child,
  ClubInfo,
  Coach,
  GalleryImage,
  Location,
  NewsItem,
  Profile,
  Program,
  TournamentCard,
  UscfMember,
} from '@kingside/shared';
import type { Session } from '@/lib/session';

/** A logged-in student whose token is valid for another hour. */
export function buildSession(overrides: Partial<Session> = {}): Session {
  return {
    accessToken: 'test-token',
    tokenType: 'Bearer',
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    id: 7,
    username: 'student',
    name: 'Sam Student',
    roles: ['student'],
    ...overrides,
  };
}

/** The profile of the session's student (id 7). */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    name: 'Sam Student',
    username: 'student',
    email: 'sam@example.com',
    phoneNumber: null,
    uscfid: null,
    chessDotComId: null,
    liChessId: null,
    rating: 1200,
    parentsName: null,
    section: null,
    classTime: null,
    roles: ['student'],
    ...overrides,
  };
}

export function buildClub(overrides: Partial<ClubInfo> = {}): ClubInfo {
  return {
    name: 'Kingside Chess Club',
    abbreviation: 'KCC',
    address: '1 Main Street, Springfield',
    phone: '(555) 010-2030',
    email: 'info@kingside.test',
    timezone: 'America/Chicago',
    mission: 'We help players of every age enjoy and improve at chess.',
    galleryAlbumUrl: null,
    photoCredit: null,
    ...overrides,
  };
}

export function buildLocation(overrides: Partial<Location> = {}): Location {
  return {
    id: 1,
    name: 'Main Office',
    address: '1 Main Street, Springfield',
    notes: null,
    sortOrder: 1,
    ...overrides,
  };
}

/** A weekly group class at the Main Office (location 1). */
export function buildProgram(overrides: Partial<Program> = {}): Program {
  return {
    id: 1,
    name: 'Group Class: Beginner and Intermediate',
    kind: 'groupClass',
    locationId: 1,
    locationName: 'Main Office',
    level: 'Beginner or intermediate',
    description: null,
    priceCents: 9000,
    priceUnit: 'per 4 weeks',
    registrationFeeCents: 2500,
    maxStudents: 8,
    dayOfWeek: 6,
    startTime: '10:00',
    endTime: '11:00',
    startDate: null,
    endDate: null,
    schoolName: null,
    active: true,
    sortOrder: 1,
    ...overrides,
  };
}

export function buildCoach(overrides: Partial<Coach> = {}): Coach {
  return {
    id: 1,
    firstName: 'Magnus',
    lastName: 'Whitfield',
    title: 'Founder and head coach',
    bio: 'Magnus has taught at the club for ten years.\n\nHis lessons mix tactics and endgames.',
    photoUrl: null,
    groupMonthlyCents: 10000,
    privateMonthlyCents: 15000,
    privateOnlineMonthlyCents: null,
    active: true,
    sortOrder: 1,
    ...overrides,
  };
}

export function buildNewsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: 1,
    title: 'Summer camp registration is open',
    body: 'Early-bird prices run until May 15.',
    publishedAt: '2026-04-01T15:00:00Z',
    ...overrides,
  };
}

export function buildGalleryImage(overrides: Partial<GalleryImage> = {}): GalleryImage {
  const id = overrides.id ?? 1;
  return {
    id,
    imageIndex: id,
    imageURL: `/images/gallery/gallery-${id}.svg`,
    caption: `Photo ${id}`,
    ...overrides,
  };
}

/** One full-day slot of a camp week in June 2026, early bird until May 15. */
export function buildCampEvent(overrides: Partial<CampEvent> = {}): CampEvent {
  return {
    id: 1,
    eventName: 'Summer Camp Week 1',
    eventSlot: 'Full Day',
    startDate: '2026-06-08',
    endDate: '2026-06-12',
    startTime: '09:00',
    endTime: '16:00',
    priceCents: 40000,
    earlyBirdPriceCents: 37500,
    earlyBirdDeadline: '2026-05-15',
    eventUnit: 5,
    capacity: 20,
    active: true,
    ...overrides,
  };
}

/** A weekly rapid tournament's card; `overrides` change any field. */
export function buildTournamentCard(overrides: Partial<TournamentCard> = {}): TournamentCard {
  return {
    id: 1,
    name: 'Saturday Rapid',
    shortName: 'saturday-rapid-2026',
    shortDescription: 'Four rounds of rapid chess.',
    type: 'Rapid',
    emoji: '⏱️',
    timeControl: 'G/30 d5',
    entryFeesCents: 2500,
    clubEntryFeesCents: 2000,
    rounds: 4,
    tournamentDate: '2026-12-05',
    startTime: '14:00',
    prizeText: 'Trophies for the top three',
    majorEvent: false,
    teamEvent: false,
    rated: true,
    fideRated: false,
    online: false,
    soldout: false,
    showEntries: true,
    imageUrl: null,
    hasPairings: false,
    hasStandings: false,
    ...overrides,
  };
}

/** A Saturday tournament at 2 pm in Chicago (19:00 UTC). */
export function buildCalendarEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 'tournament-1-2026-07-04',
    kind: 'tournament',
    title: 'Saturday Weekly Rapid',
    start: '2026-07-04T19:00:00Z',
    end: '2026-07-04T23:00:00Z',
    location: 'Main Office',
    url: '/tournaments',
    ...overrides,
  };
}

/** A child of the logged-in parent's family. */
export function buildChild(overrides: Partial<Child> = {}): Child {
  return {
    id: 31,
    name: 'Ada Pawn',
    grade: '3',
    school: 'RJ Lee Elementary',
    uscfId: null,
    rating: 0,
    chessDotComId: null,
    liChessId: null,
    ...overrides,
  };
}

/** A US Chess member as the lookups answer (the sandbox's kind of fictional member). */
export function buildUscfMember(overrides: Partial<UscfMember> = {}): UscfMember {
  return {
    uscfId: '90000001',
    name: 'ADA PAWN',
    currentRating: { regularRating: 1234 },
    expirationDate: '2027-06-30',
    status: 'Active',
    ...overrides,
  };
}
