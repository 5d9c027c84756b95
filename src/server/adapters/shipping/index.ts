import type { Env } from '../../env.ts';
import { createOfflineEstimator, createShiprocket, type ShippingProvider } from './shipping.ts';

export function createShipping(env: Env): ShippingProvider {
  return env.SHIPROCKET_EMAIL && env.SHIPROCKET_PASSWORD
    ? createShiprocket({ email: env.SHIPROCKET_EMAIL, password: env.SHIPROCKET_PASSWORD, apiUrl: env.SHIPROCKET_API_URL, warehousePin: env.WAREHOUSE_PIN })
    : createOfflineEstimator(env.WAREHOUSE_PIN);
}

export type { ShippingProvider };
