export { fromLocalMeters } from './fromLocalMeters.js';
export { METRES_PER_DEGREE, toLocalMeters } from './toLocalMeters.js';
export type { MapPoint, LocalPoint } from './toLocalMeters.js';
export { toSavedArea } from './toSavedArea.js';
export type { SavedDeliveryArea } from './toSavedArea.js';
