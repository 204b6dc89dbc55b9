/**
 * The director's module for the rest of the server: how a paired round is stored, which the demo
 * data uses to play its tournaments as a director would.
 */
export { seatsOf } from './director.state.js';
