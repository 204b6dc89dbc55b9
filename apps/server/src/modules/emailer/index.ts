/** The emailer module's public surface: the only file other code imports from it. */
export { default as emailerPlugin } from './emailer.plugin.js';
