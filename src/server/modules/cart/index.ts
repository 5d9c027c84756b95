// The cart module: a signed-in shopper's cart, coupons (checked, held, used), the cart's server prices and the
// /api/cart routes.
export { createCartService, type CartService } from './cart.service.ts';
export { createCouponService, type CouponService } from './coupon.service.ts';
export { createPricing } from './pricing.ts';
export { cartRoutes } from './cart.routes.ts';
