import { MESSAGES } from '@kingside/shared';

/** A browser-only check of the reset form: the server receives one password. */
export const PASSWORDS_DO_NOT_MATCH = MESSAGES.passwordsDoNotMatch;
