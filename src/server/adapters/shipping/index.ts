import type { Env } from '#/server/env.ts';
import type { Logger } from '#/server/logger.ts';
import { createOfflineEstimator, createShiprocket, withOfflineFallback } from './shipping.ts';
import type { ShippingProvider } from './interface.ts';

export function createShipping(env: Env, log: Logger): ShippingProvider {
  const offline = createOfflineEstimator(env.WAREHOUSE_PIN);
  if (!env.SHIPROCKET_EMAIL || !env.SHIPROCKET_PASSWORD) return offline;
  const shiprocket = createShiprocket({
    email: env.SHIPROCKET_EMAIL,
    password: env.SHIPROCKET_PASSWORD,
    apiUrl: env.SHIPROCKET_API_URL,
    warehousePin: env.WAREHOUSE_PIN,
  });
  return withOfflineFallback(shiprocket, offline, (error) =>
    log.warn('Shiprocket unavailable; offline delivery estimate used', {
      error: error instanceof Error ? error.message : String(error),
    }),
  );
}

export type { ShippingProvider };
export { createOfflineEstimator };
