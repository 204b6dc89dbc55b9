/** The live module's public surface: the only file other code imports from it. */
export { attachLive } from './live.socket.js';
