import { z } from 'zod';
import { LONG_TEXT_MAX_LENGTH } from '../constants.js';
import { isSafeLink, SAFE_LINK_MESSAGE } from '../rules/links.js';
import { optionalString, requiredString, SaveIdSchema } from './fields.js';

/** Config names the site reads (admins may add others). */
export const CONFIG_NAMES = {
  /** Address of the external photo album the gallery links to. */
  galleryAlbumUrl: 'galleryAlbumUrl',
  /** The mission sentence on the home page. */
  mission: 'mission',
  /** Attempts after which a student may show an assignment's solution (default 10; 0032). */
  showSolutionAfterAttempts: 'showSolutionAfterAttempts',
  /**
   * A line crediting the gallery's and coaches' photos (their authors and licence), shown under
   * them on /gallery, /about, /coaches and the home carousel; none when empty.
   */
  photoCredit: 'photoCredit',
} as const;

/** Spec 1 Config: id, configName, configValue. */
export const ConfigRowSchema = z.object({
  id: z.number().int(),
  configName: z.string(),
  configValue: z.string().nullable(),
});
export type ConfigRow = z.infer<typeof ConfigRowSchema>;
export const ConfigSaveSchema = z
  .object({
    id: SaveIdSchema,
    configName: requiredString(),
    configValue: optionalString(LONG_TEXT_MAX_LENGTH),
  })
  .refine(
    // The album address is shown as a link on the gallery page.
    (c) =>
      c.configName !== CONFIG_NAMES.galleryAlbumUrl ||
      c.configValue === null ||
      isSafeLink(c.configValue),
    { message: SAFE_LINK_MESSAGE, path: ['configValue'] },
  );
export type ConfigSave = z.input<typeof ConfigSaveSchema>;

/** A banner alert, as the admin grid sees it (all of them, not only current ones). */
export const AlertSaveSchema = z
  .object({
    id: SaveIdSchema,
    notes: requiredString(500),
    startDate: z.iso.datetime({ offset: true, error: 'Choose a start date and time.' }),
    endDate: z.iso.datetime({ offset: true, error: 'Choose an end date and time.' }),
  })
  .refine((a) => new Date(a.endDate) > new Date(a.startDate), {
    message: 'The end must be after the start.',
    path: ['endDate'],
  });
export type AlertSave = z.input<typeof AlertSaveSchema>;

/** GET /api/admin/analytics?days=N */
export const AnalyticsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
});
export const AnalyticsSchema = z.object({
  days: z.number().int(),
  total: z.number().int(),
  perPage: z.array(z.object({ path: z.string(), views: z.number().int() })),
  /** One entry per day in the club's time zone, oldest first, including days with no views. */
  perDay: z.array(z.object({ date: z.string(), views: z.number().int() })),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;

/** DELETE answers: the spec's success message. */
export const DeletedResponseSchema = z.object({ message: z.string() });
