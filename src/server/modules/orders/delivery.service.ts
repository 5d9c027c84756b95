// Delivery estimate answers (docs/product/delivery.md#estimated-dates): a human date plus the range behind it, for
// standard delivery and for express. Express shortens the courier's transit by the configured working days
// (PUBLIC_EXPRESS_DELIVERY_DAYS_SAVED), never the processing (shipping policy) nor below one day in transit.
import type { ShippingProvider } from '#/server/adapters/shipping/interface.ts';
import { addWorkingDays, formatDeliveryDate, PROCESSING_DAYS } from '#/domain/delivery-dates.ts';
import type { DeliveryRules } from '#/lib/delivery.ts';

/** Whole working days from `from` until `to` (the estimates are working days added to the same instant). */
function workingDaysUntil(from: Date, to: Date): number {
  let days = 0;
  while (addWorkingDays(from, days + 1).getTime() <= to.getTime()) days++;
  return days;
}

const answer = (earliest: Date, latest: Date) => ({
  estimatedDelivery: `Delivery by ${formatDeliveryDate(latest)}`,
  earliest: earliest.toISOString(),
  latest: latest.toISOString(),
});

export function createDeliveryService(
  shipping: ShippingProvider,
  now: () => Date,
  rules: Pick<DeliveryRules, 'expressDaysSaved'>,
) {
  return {
    async estimate(pincode: string) {
      const at = now();
      const est = await shipping.estimate(pincode, at);
      if (!est.serviceable) return undefined;
      const sooner = (date: Date, processing: number) =>
        addWorkingDays(at, Math.max(processing + 1, workingDaysUntil(at, date) - rules.expressDaysSaved));
      return {
        ...answer(est.earliest, est.latest),
        express: answer(sooner(est.earliest, PROCESSING_DAYS[0]), sooner(est.latest, PROCESSING_DAYS[1])),
      };
    },
  };
}

export type DeliveryEstimate = NonNullable<Awaited<ReturnType<ReturnType<typeof createDeliveryService>['estimate']>>>;
