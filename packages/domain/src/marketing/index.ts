export { applyPromotionFlags } from './applyPromotionFlags.js';
export { promotionFlags } from './promotionFlags.js';
export type { PromotionFlags } from './promotionFlags.js';
export { validateCoupon } from './validateCoupon.js';
export { validatePromotion } from './validatePromotion.js';
