export { deliveryJobStatusTone } from './deliveryJobStatusTone.js';
export { isInCourierGroup } from './isInCourierGroup.js';
export { orderDeadline } from './orderDeadline.js';
export { orderTimeText } from './orderTimeText.js';
export { restaurantDelivers } from './restaurantDelivers.js';
export type { CourierGroup, DeliveryJobStatusTone, OrderTimeText, OrderTimeTextOptions } from './types.js';
export { courierGroupStatuses, courierGroupsOf } from './courierGroups.js';
export { validatePedalMeSend } from './validatePedalMeSend.js';
export type { PedalMeSendDraft } from './validatePedalMeSend.js';
