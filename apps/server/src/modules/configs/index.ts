/** The configs module's public surface: the only file other code imports from it. */
export { readConfigValues, writeConfigValue } from './configs.repository.js';
