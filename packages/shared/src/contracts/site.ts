import { z } from 'zod';
import { OUTBOX_EMAIL_STATUSES, PATH_MAX_LENGTH } from '../constants.js';

/** GET /api/alertevents: the alerts current now; the banner joins their notes. */
export const AlertEventSchema = z.object({
  id: z.number().int(),
  notes: z.string(),
  /** ISO date-time the alert starts showing. */
  startDate: z.string(),
  /** ISO date-time after which it no longer shows. */
  endDate: z.string(),
});
export type AlertEvent = z.infer<typeof AlertEventSchema>;
export const AlertEventListSchema = z.array(AlertEventSchema);

/** POST /api/pageviews: one call per navigation. */
export const PageViewRequestSchema = z.object({
  path: z
    .string({ error: 'path is required' })
    .min(1)
    .max(PATH_MAX_LENGTH)
    .regex(/^\//, 'path must start with /'),
});
export type PageViewRequest = z.infer<typeof PageViewRequestSchema>;

/** GET /api/club: the club's identity, for the footer and the messages that name the club. */
export const ClubInfoSchema = z.object({
  name: z.string(),
  abbreviation: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  timezone: z.string(),
  /** The home page's mission sentence (config `mission`). */
  mission: z.string(),
  /** The external photo album the gallery links to (config `galleryAlbumUrl`), if any. */
  galleryAlbumUrl: z.string().nullable(),
  /** Who made the photos and under which licence (config `photoCredit`), if set. */
  photoCredit: z.string().nullable(),
});
export type ClubInfo = z.infer<typeof ClubInfoSchema>;

/** GET /api/admin/outbox: e-mails the server wrote, newest first. */
export const OutboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.enum(OUTBOX_EMAIL_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;
export const OutboxEmailListSchema = z.array(OutboxEmailSchema);
