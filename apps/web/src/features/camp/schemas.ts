/**
 * The shared schema the plain camp registration checks the student with, in one module the page
 * imports lazily (docs/decisions/0025): zod downloads when a visitor starts filling the form in.
 */
export { CampStudentSchema } from '@kingside/shared';
