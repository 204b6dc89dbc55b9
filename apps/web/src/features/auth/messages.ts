/** A browser-only check of the reset form: the server receives one password. */
export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match.';
