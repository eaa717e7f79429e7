export type * from './delivery.js';
export type * from './entities.js';
export type * from './order.js';
export type * from './session.js';
