/**
 * The query key of each server domain, shared by its public reads and its admin grid: an admin
 * save invalidates the key, which refetches every query under it (a visitor's list included).
 * Free of zod and MUI, so public pages may import it.
 */
export const queryKeys = {
  alerts: ['alert-events'],
  campEvents: ['camp-events'],
  campRegistrations: ['camp-registrations'],
  club: ['club'],
  coaches: ['coaches'],
  contacts: ['contacts'],
  galleryImages: ['gallery-images'],
  inquiries: ['inquiries'],
  locations: ['locations'],
  news: ['news'],
  programs: ['programs'],
} as const;
