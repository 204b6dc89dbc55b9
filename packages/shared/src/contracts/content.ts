import { z } from 'zod';
import {
  CALENDAR_KINDS,
  COACH_NAME_MAX_LENGTH,
  GALLERY_MAX_ITEMS,
  LONG_TEXT_MAX_LENGTH,
  MAX_SEATS,
  NAME_MAX_LENGTH,
  PROGRAM_KINDS,
  SCHOOL_NAMES,
  SHORT_TEXT_MAX_LENGTH,
} from '../constants.js';
import { MESSAGES } from '../messages.js';
import {
  centsField,
  DateSchema,
  LinkSchema,
  OptionalLinkSchema,
  optionalString,
  requiredString,
  SaveIdSchema,
  TimeSchema,
} from './fields.js';

/**
 * Club content that admins edit in grids and visitors read. Every row schema has a matching
 * save schema: the same fields, `id` absent to insert and present to update.
 */

const optionalCents = centsField().nullable().default(null);
/** 0 = Sunday … 6 = Saturday. */
const dayOfWeek = z.number().int().min(0).max(6);

export const LocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  notes: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type Location = z.infer<typeof LocationSchema>;
export const LocationSaveSchema = z.object({
  id: SaveIdSchema,
  name: requiredString(NAME_MAX_LENGTH),
  address: requiredString(300),
  notes: optionalString(LONG_TEXT_MAX_LENGTH),
  sortOrder: z.number().int().default(0),
});
export type LocationSave = z.input<typeof LocationSaveSchema>;

/** A class or after-school program with its price and weekly schedule. */
export const ProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(PROGRAM_KINDS),
  locationId: z.number().int().nullable(),
  /** Filled in answers: the location's name. */
  locationName: z.string().nullable(),
  level: z.string().nullable(),
  description: z.string().nullable(),
  priceCents: z.number().int(),
  /** What the price buys, e.g. "per 4 weeks" or "for 10 Fridays". */
  priceUnit: z.string(),
  registrationFeeCents: z.number().int().nullable(),
  /** Seats; null when not limited. */
  maxStudents: z.number().int().nullable(),
  /** 0 = Sunday … 6 = Saturday; null for by-appointment classes. */
  dayOfWeek: dayOfWeek.nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** After-school programs: the school form (RJLEE or MUSTANG) that shows this program. */
  schoolName: z.enum(SCHOOL_NAMES).nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type Program = z.infer<typeof ProgramSchema>;
export const ProgramSaveSchema = z.object({
  id: SaveIdSchema,
  name: requiredString(NAME_MAX_LENGTH),
  kind: z.enum(PROGRAM_KINDS, { error: 'Choose groupClass, privateClass or afterSchool.' }),
  locationId: z.number().int().positive().nullable().default(null),
  level: optionalString(SHORT_TEXT_MAX_LENGTH),
  description: optionalString(LONG_TEXT_MAX_LENGTH),
  priceCents: centsField(),
  priceUnit: requiredString(SHORT_TEXT_MAX_LENGTH),
  registrationFeeCents: optionalCents,
  maxStudents: z.number().int().positive().max(MAX_SEATS).nullable().default(null),
  dayOfWeek: dayOfWeek.nullable().default(null),
  startTime: TimeSchema.nullable().default(null),
  endTime: TimeSchema.nullable().default(null),
  startDate: DateSchema.nullable().default(null),
  endDate: DateSchema.nullable().default(null),
  schoolName: z.enum(SCHOOL_NAMES, { error: 'Choose RJLEE or MUSTANG.' }).nullable().default(null),
  active: z.boolean().default(true),
  sortOrder: z.number().int().default(0),
});
export type ProgramSave = z.input<typeof ProgramSaveSchema>;

/** A coach's public profile; `/coach/{firstName}` in lower case finds it. */
export const CoachSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  bio: z.string(),
  photoUrl: z.string().nullable(),
  groupMonthlyCents: z.number().int().nullable(),
  /** Private lessons (in person when an online price is also given). */
  privateMonthlyCents: z.number().int().nullable(),
  privateOnlineMonthlyCents: z.number().int().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type Coach = z.infer<typeof CoachSchema>;
export const CoachSaveSchema = z.object({
  id: SaveIdSchema,
  firstName: requiredString(COACH_NAME_MAX_LENGTH).regex(
    /^[A-Za-z][A-Za-z'-]*$/,
    'Use letters only: it is the page address.',
  ),
  lastName: requiredString(COACH_NAME_MAX_LENGTH),
  title: optionalString(SHORT_TEXT_MAX_LENGTH),
  bio: requiredString(LONG_TEXT_MAX_LENGTH),
  photoUrl: OptionalLinkSchema(),
  groupMonthlyCents: optionalCents,
  privateMonthlyCents: optionalCents,
  privateOnlineMonthlyCents: optionalCents,
  active: z.boolean().default(true),
  sortOrder: z.number().int().default(0),
});
export type CoachSave = z.input<typeof CoachSaveSchema>;

export const NewsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** ISO date-time. */
  publishedAt: z.string(),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;
export const NewsItemSaveSchema = z.object({
  id: SaveIdSchema,
  title: requiredString(200),
  body: requiredString(LONG_TEXT_MAX_LENGTH),
  publishedAt: z.iso.datetime({ offset: true }).optional(),
});
export type NewsItemSave = z.input<typeof NewsItemSaveSchema>;

/** Spec: id, imageURL; the admin grid also orders by imageIndex. */
export const GalleryImageSchema = z.object({
  id: z.number().int(),
  imageIndex: z.number().int(),
  imageURL: z.string(),
  caption: z.string().nullable(),
});
export type GalleryImage = z.infer<typeof GalleryImageSchema>;
export const GalleryImageSaveSchema = z.object({
  id: SaveIdSchema,
  imageIndex: z
    .number({ error: MESSAGES.required })
    .int()
    .min(0)
    .max(GALLERY_MAX_ITEMS * 100),
  imageURL: LinkSchema(),
  caption: optionalString(200),
});
export type GalleryImageSave = z.input<typeof GalleryImageSaveSchema>;

/** One week and slot of summer camp (the camp registration issue adds booking). */
export const CampEventSchema = z.object({
  id: z.number().int(),
  eventName: z.string(),
  eventSlot: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  priceCents: z.number().int(),
  earlyBirdPriceCents: z.number().int().nullable(),
  earlyBirdDeadline: z.string().nullable(),
  /** Days in the unit price (default 5). */
  eventUnit: z.number().int(),
  capacity: z.number().int(),
  active: z.boolean(),
});
export type CampEvent = z.infer<typeof CampEventSchema>;

/** GET /api/calendar?from&to: one occurrence of a class, camp or tournament. */
export const CalendarEventSchema = z.object({
  /** Stable across requests: kind, row id and date. */
  id: z.string(),
  kind: z.enum(CALENDAR_KINDS),
  title: z.string(),
  /** ISO date-times (UTC). */
  start: z.string(),
  end: z.string(),
  location: z.string().nullable(),
  /** Where the site tells more, e.g. /classes. */
  url: z.string(),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;
export const CalendarQuerySchema = z.object({
  from: DateSchema,
  to: DateSchema,
});

/** Photo uploads for coaches and the gallery (docs/decisions/0023). */
/** Largest image file an admin may upload, in bytes (10 MB). */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Most pixels (width × height) an uploaded image may have: 40 megapixels. */
export const IMAGE_UPLOAD_MAX_PIXELS = 40_000_000;
/** Image uploads one admin may make per hour. */
export const IMAGE_UPLOADS_PER_HOUR = 60;
/** The file types an upload may be, as the browser's file picker lists them. */
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp';
/** The multipart field that carries the file. */
export const IMAGE_UPLOAD_FIELD = 'file';

export const IMAGE_MESSAGES = {
  noFile: 'Choose an image file (JPEG, PNG or WebP) to upload.',
  notAnImage: 'This file is not a JPEG, PNG or WebP image.',
  tooLarge: `An image may be at most ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyPixels: `An image may have at most ${IMAGE_UPLOAD_MAX_PIXELS / 1_000_000} megapixels.`,
  tooManyUploads: `Too many uploads: at most ${IMAGE_UPLOADS_PER_HOUR} images an hour. Please try again later.`,
  /** The bucket refused the photo or was not reached; details are in the server log only. */
  storeFailed: 'The photo could not be stored. Please try again.',
} as const;
