import { z } from 'zod';
import {
  AdminUpdatePasswordRequestSchema,
  AdminUserSaveSchema,
  MESSAGES,
  NewPasswordSchema,
  UsernameSchema,
  type AdminUser,
} from '@kingside/shared';
import type { UserFormValues } from '@/features/users/components/user-fields';
import { nullsAsEmpty } from '@/lib/form-values';

/**
 * The users forms check with the shared contracts: /users/{id} with the save contract, whose
 * username the form requires (spec 2 §5), /userAdd with the add contract's username and password
 * rules.
 */
export const UserEditFormSchema = AdminUserSaveSchema.extend({
  username: UsernameSchema,
  password: z.string(),
});

/** An empty password adds the user without one (they set it with Forgot Password, ADR 0026). */
export const UserAddFormSchema = AdminUserSaveSchema.extend({
  username: UsernameSchema,
  password: z
    .literal('')
    .transform(() => undefined)
    .or(NewPasswordSchema),
});

/** The admin's reset of another user's password: typed twice, sent once. */
export const ResetUserPasswordFormSchema = AdminUpdatePasswordRequestSchema.extend({
  confirmPassword: z.string(),
}).refine((values) => values.password === values.confirmPassword, {
  message: MESSAGES.passwordsDoNotMatch,
  path: ['confirmPassword'],
});

/** A saved user as the edit form holds it (nulls as empty boxes). */
export const userFormValues = (user: AdminUser): UserFormValues => ({
  username: user.username,
  password: '',
  name: user.name,
  email: user.email,
  disabled: user.disabled,
  roles: user.roles,
  rating: user.rating,
  classTimeId: user.classTimeId,
  coachId: user.coachId,
  unsubscribe: user.unsubscribe,
  registerFor: user.registerFor,
  ...nullsAsEmpty(user, [
    'phoneNumber',
    'uscfid',
    'chessDotComId',
    'liChessId',
    'section',
    'classTime',
  ]),
});

/** What a new user starts with on /userAdd. */
export const NEW_USER_VALUES: UserFormValues = {
  username: '',
  password: '',
  name: '',
  email: '',
  phoneNumber: '',
  disabled: false,
  roles: [],
  uscfid: '',
  chessDotComId: '',
  liChessId: '',
  rating: 0,
  section: '',
  classTime: '',
  classTimeId: null,
  coachId: null,
  unsubscribe: false,
  registerFor: null,
};
