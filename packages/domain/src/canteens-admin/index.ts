export { cutoffReference } from './cutoffReference.js';
export { preCreateDeliveryMethods, validatePreCreateDeliveryJobs } from './preCreateDeliveryJobs.js';
export type { PreCreateDeliveryMethod } from './preCreateDeliveryJobs.js';
export { validateCloudCanteen } from './validateCloudCanteen.js';
export type { CloudCanteenDraft, RelatedRestaurantDraft } from './validateCloudCanteen.js';
