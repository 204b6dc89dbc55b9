import { z } from 'zod';
import { REGISTER_FOR, SHORT_TEXT_MAX_LENGTH } from '../constants.js';
import { ROLES } from '../roles.js';
import { pageOf, pageQuery } from './common.js';
import {
  EmailSchema,
  NameSchema,
  NewPasswordSchema,
  PhoneSchema,
  UsernameSchema,
  optionalString,
} from './fields.js';

/**
 * User administration (spec 2 §2 "Admin tools", §3 "User"; docs/decisions/0026): the admin's
 * users grid, the coaches grid and the students lists, each paged and searched on the server.
 */
export const USER_PAGE_SIZE_MAX = 100;
export const USER_SEARCH_MAX_LENGTH = 100;
export const USER_RATING_MAX = 4000;
export const USER_SORT_FIELDS = ['username', 'name', 'email', 'rating', 'createdDate'] as const;

/** The query of every user list: page (from 0), size, a search over username, name and e-mail, sort. */
export const UserListQuerySchema = z.object({
  ...pageQuery(USER_PAGE_SIZE_MAX, 25),
  search: optionalString(USER_SEARCH_MAX_LENGTH),
  role: z.enum(ROLES).optional(),
  sort: z.enum(USER_SORT_FIELDS).default('username'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type UserListQuery = z.input<typeof UserListQuerySchema>;

/** GET /api/users.csv: the users list's search, role and order, every matching row (no paging). */
export const UserCsvQuerySchema = UserListQuerySchema.omit({ page: true, size: true });
export type UserCsvQuery = z.input<typeof UserCsvQuerySchema>;

/** The users screens' own messages (spec 2 §8). */
export const USER_MESSAGES = {
  added: 'Added Successfully',
  updated: 'Updated Successfully',
} as const;

/** A user as the admin sees and edits them (spec 2 §3 "User", without the password). */
export const AdminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  disabled: z.boolean(),
  /** The user's roles: spec 2 §3's `groupNames`, named as everywhere else (docs/decisions/0063). */
  roles: z.array(z.enum(ROLES)),
  uscfid: z.string().nullable(),
  chessDotComId: z.string().nullable(),
  liChessId: z.string().nullable(),
  rating: z.number().int(),
  section: z.string().nullable(),
  classTime: z.string().nullable(),
  /** The class time the user attends (GET /api/classTimes); classTime then carries its label. */
  classTimeId: z.number().int().nullable(),
  coachId: z.number().int().nullable(),
  unsubscribe: z.boolean(),
  registerFor: z.enum(REGISTER_FOR).nullable(),
  createdDate: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserPageSchema = pageOf(AdminUserSchema);
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

/**
 * PUT /api/user/{id}: every field the admin edits, in the grid or the edit form. The edit form
 * requires the username (spec 2 §5, "Edit user: username required") and may change it; without
 * one the username stays as it is (the grid does not edit it). Name and e-mail stay required
 * (docs/decisions/0063).
 */
export const AdminUserSaveSchema = z.object({
  username: UsernameSchema.optional(),
  name: NameSchema,
  email: EmailSchema,
  phoneNumber: PhoneSchema,
  disabled: z.boolean(),
  roles: z
    .array(z.enum(ROLES, { error: `Choose roles among ${ROLES.join(', ')}.` }))
    .max(ROLES.length)
    .transform((roles) => [...new Set(roles)]),
  uscfid: optionalString(SHORT_TEXT_MAX_LENGTH),
  chessDotComId: optionalString(SHORT_TEXT_MAX_LENGTH),
  liChessId: optionalString(SHORT_TEXT_MAX_LENGTH),
  rating: z.number().int().min(0).max(USER_RATING_MAX, `A rating is at most ${USER_RATING_MAX}.`),
  section: optionalString(SHORT_TEXT_MAX_LENGTH),
  classTime: optionalString(SHORT_TEXT_MAX_LENGTH),
  classTimeId: z.number().int().positive().nullable().default(null),
  coachId: z.number().int().positive().nullable(),
  unsubscribe: z.boolean(),
  registerFor: z.enum(REGISTER_FOR).nullable(),
});
export type AdminUserSave = z.input<typeof AdminUserSaveSchema>;

/**
 * POST /api/users (/userAdd): a username is required (spec 2 §5), and a name and an e-mail
 * (docs/decisions/0063); a password is optional (without one the user sets theirs through Forgot
 * Password); the rest defaults as for a new sign-up.
 */
export const AdminUserAddSchema = AdminUserSaveSchema.partial().extend({
  username: UsernameSchema,
  name: NameSchema,
  email: EmailSchema,
  password: NewPasswordSchema.optional(),
});
export type AdminUserAdd = z.input<typeof AdminUserAddSchema>;

/** Spec 2 §3 "Student or user row", with the name a coach reads it by. */
export const StudentRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  rating: z.number().int(),
  section: z.string().nullable(),
  classTime: z.string().nullable(),
  classTimeId: z.number().int().nullable(),
  coachId: z.number().int().nullable(),
});
export type StudentRow = z.infer<typeof StudentRowSchema>;
export const StudentPageSchema = pageOf(StudentRowSchema);
export type StudentPage = z.infer<typeof StudentPageSchema>;

/** GET /api/mycoaches: a coach and how many students they have. */
export const CoachRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  students: z.number().int(),
});
export type CoachRow = z.infer<typeof CoachRowSchema>;
export const CoachPageSchema = pageOf(CoachRowSchema);
export type CoachPage = z.infer<typeof CoachPageSchema>;
