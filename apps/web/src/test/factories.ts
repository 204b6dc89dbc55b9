import type { ClubInfo } from '@kingside/shared';
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
    ...overrides,
  };
}
