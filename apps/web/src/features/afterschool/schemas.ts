/**
 * The shared schema the plain after-school form checks with, in one module the form imports
 * lazily (docs/decisions/0025): zod downloads when a visitor starts filling the form in.
 */
export { AfterschoolRequestSchema } from '@kingside/shared';
