export { deliveryJobStatusTone } from './deliveryJobStatusTone.js';
export { isInCourierGroup } from './isInCourierGroup.js';
export { orderDeadline } from './orderDeadline.js';
export { orderTimeText } from './orderTimeText.js';
export { restaurantDelivers } from './restaurantDelivers.js';
export type { CourierGroup, DeliveryJobStatusTone, OrderTimeText, OrderTimeTextOptions } from './types.js';
