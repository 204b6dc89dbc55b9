/**
 * The query key of each server domain, shared by its public reads and its admin grid: an admin
 * save invalidates the key, which refetches every query under it (a visitor's list included).
 * Free of zod and MUI, so public pages may import it.
 */
export const queryKeys = {
  alerts: ['alert-events'],
  /** Assignments: lists, one assignment, its students, the report, progress and the home count. */
  assignments: ['assignments'],
  /** Attendance marks: the day's sheet and the history. */
  attendance: ['attendance'],
  campEvents: ['camp-events'],
  campRegistrations: ['camp-registrations'],
  classTimes: ['class-times'],
  club: ['club'],
  coaches: ['coaches'],
  contacts: ['contacts'],
  /** The emailer's newsletters and their progress. */
  emailCampaigns: ['email-campaigns'],
  family: ['family'],
  galleryImages: ['gallery-images'],
  inquiries: ['inquiries'],
  locations: ['locations'],
  news: ['news'],
  programs: ['programs'],
  /** Puzzles: tries, ratings, the dashboard and the home's figures (issues 14, 34). */
  puzzles: ['puzzles'],
  /** Student progress: corners, report cards, class views, a parent's children (issue 18). */
  progress: ['progress'],
  /** Users, coaches and students (the admin's lists, the coach's own students). */
  users: ['users'],
} as const;
