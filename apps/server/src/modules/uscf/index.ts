/** The US Chess lookup's public surface: the only file other code imports from it (issue 18 reuses the lookup). */
export { createUscfLookup, UscfLookup, uscfUnavailable } from './uscf.service.js';
export { UscfClient, UscfUnavailableError } from './uscf.client.js';
