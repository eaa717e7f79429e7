export { hasRole } from './hasRole.js';
export { isCompanyAdmin } from './isCompanyAdmin.js';
export { isMultiRestaurantAdmin } from './isMultiRestaurantAdmin.js';
export { isRestaurantAdmin } from './isRestaurantAdmin.js';
export { isSuperAdmin } from './isSuperAdmin.js';
export { requestSource } from './requestSource.js';
export type { HasRoleOptions, HeldRoles, RequestSource, RequiredRoles } from './types.js';
