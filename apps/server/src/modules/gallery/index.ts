/** The gallery module's public surface: the only file other code imports from it. */
export { default as galleryRoutes } from './gallery.routes.js';
