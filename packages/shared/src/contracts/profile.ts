import { z } from 'zod';
import { BOARD_THEMES, SHORT_TEXT_MAX_LENGTH } from '../constants.js';
import { ROLES } from '../roles.js';
import { EmailSchema, NameSchema, PhoneSchema, optionalString } from './fields.js';

/** GET /api/profile (spec 1 section 3, plus id, roles and liChessId). */
export const ProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  uscfid: z.string().nullable(),
  chessDotComId: z.string().nullable(),
  liChessId: z.string().nullable(),
  /** Club rating; 0 until a coach sets one. */
  rating: z.number().int(),
  parentsName: z.string().nullable(),
  section: z.string().nullable(),
  classTime: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** PUT /api/profile: the fields a user may change on their own profile (docs/decisions/0004). */
export const ProfileUpdateSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phoneNumber: PhoneSchema,
  uscfid: optionalString(SHORT_TEXT_MAX_LENGTH),
  chessDotComId: optionalString(SHORT_TEXT_MAX_LENGTH),
  liChessId: optionalString(SHORT_TEXT_MAX_LENGTH),
  parentsName: optionalString(SHORT_TEXT_MAX_LENGTH),
});
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

/** GET /api/preferences/boardTheme and POST /api/preferences */
export const BoardThemePreferenceSchema = z.object({
  boardTheme: z.enum(BOARD_THEMES, { error: `Choose one of ${BOARD_THEMES.join(', ')}.` }),
});
export type BoardThemePreference = z.infer<typeof BoardThemePreferenceSchema>;
