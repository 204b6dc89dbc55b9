/** The live module's public surface: the only file other code imports from it. */
export { default as liveRoutes } from './live.routes.js';
export { attachLive } from './live.socket.js';
