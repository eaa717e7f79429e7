export { isTokenExpired } from './isTokenExpired.js';
export { tokenNeedsRefresh } from './tokenNeedsRefresh.js';
