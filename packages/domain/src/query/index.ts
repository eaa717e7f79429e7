export { parseQuery } from './parseQuery.js';
export { stringifyQuery } from './stringifyQuery.js';
export type { QueryParams, QueryValue } from './types.js';
