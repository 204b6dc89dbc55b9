export * from './constants.js';
export * from './messages.js';
export * from './roles.js';
export * from './contracts/fields.js';
export * from './contracts/common.js';
export * from './contracts/auth.js';
export * from './contracts/profile.js';
export * from './contracts/site.js';
