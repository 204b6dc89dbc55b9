/** The class times module's public surface: the only file other code imports from it. */
export { classTimesRepository, type ClassTimeRow } from './classtimes.repository.js';
export { presentClassTime, requireClassTime, userClassTimeValues } from './classtimes.service.js';
