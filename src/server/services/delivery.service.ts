// Delivery estimate answers (spec §7 estimated-delivery): a human date plus the range behind it.
import type { ShippingProvider } from '#/server/adapters/shipping/index.ts';
import { formatDeliveryDate } from '#/server/adapters/shipping/shipping.ts';

export function createDeliveryService(shipping: ShippingProvider, now: () => Date) {
  return {
    async estimate(pincode: string) {
      const est = await shipping.estimate(pincode, now());
      if (!est.serviceable) return undefined;
      return {
        estimatedDelivery: `Delivery by ${formatDeliveryDate(est.latest)}`,
        earliest: est.earliest.toISOString(),
        latest: est.latest.toISOString(),
      };
    },
  };
}
