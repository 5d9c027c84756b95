// The API's routes in one chain, so their types (paths, request bodies, replies) form one schema that the
// browser's API client (src/lib/api.ts) is checked against: a renamed field fails the type check on both sides.
import type { PaymentMethod } from '#/server/adapters/payments/index.ts';
import { requireAuth } from '#/server/http/auth.ts';
import type { ExtractSchema } from 'hono/types';
import { createRouter } from '#/server/openapi/router.ts';
import { accountSettingsRoutes, addressRoutes, measurementsRoutes, userRoutes } from './modules/account/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { productRoutes, uploadRoutes } from './modules/catalog/index.ts';
import {
  contactRoutes,
  customRoutes,
  newsletterRoutes,
  stockAlertRoutes,
  vitalsRoutes,
} from './modules/engagement/index.ts';
import { fitRoutes } from './modules/fit/index.ts';
import { grievanceRoutes } from './modules/grievance/index.ts';
import { orderRoutes } from './modules/orders/index.ts';
import { privacyRoutes } from './modules/privacy/index.ts';
import { reviewRoutes } from './modules/reviews/index.ts';
import { adminRoutes } from './modules/admin/index.ts';

/** `methods`: the payment methods this server takes (the others' routes answer 404). */
export function typedRoutes(methods: readonly PaymentMethod[]) {
  return createRouter()
    .route('/api/product', productRoutes())
    .route('/api/product', reviewRoutes())
    .route('/api/product', stockAlertRoutes())
    .route('/api/product', fitRoutes())
    .route('/api/user', userRoutes())
    .route('/api/user', addressRoutes())
    .route('/api/user', accountSettingsRoutes())
    .route('/api/user', privacyRoutes())
    .route('/api/user', measurementsRoutes())
    .route('/api/cart', cartRoutes())
    .route('/api/custom-box', customRoutes())
    .route('/api', contactRoutes())
    .route('/api', newsletterRoutes())
    .route('/api', vitalsRoutes())
    .route('/api/grievance', grievanceRoutes())
    .route('/api/uploads', uploadRoutes())
    .route('/api/order', orderRoutes(requireAuth, methods))
    .route('/api/admin', adminRoutes());
}

/** Every typed endpoint: `ApiSchema['/api/user/login']['$post']` is its input, output and status. */
export type ApiSchema = ExtractSchema<ReturnType<typeof typedRoutes>>;
