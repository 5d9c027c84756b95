import { describe, expect, it } from 'vitest';
import { createOfflineEstimator } from '#/server/adapters/shipping/shipping.ts';
import { addWorkingDays } from '#/domain/delivery-dates.ts';
import { deliveryRules } from '#/lib/delivery.ts';
import { createDeliveryService } from './delivery.service.ts';

// Friday 20 Nov 2026, 10:00 in India; the warehouse in Gurugram.
const now = new Date('2026-11-20T04:30:00Z');
const service = (saved = '2') =>
  createDeliveryService(
    createOfflineEstimator('122002'),
    () => now,
    deliveryRules({ PUBLIC_EXPRESS_DELIVERY_DAYS_SAVED: saved }),
  );
const day = (n: number) => addWorkingDays(now, n).toISOString();

describe('delivery estimate with express', () => {
  it('takes the configured working days off the transit', async () => {
    // Bengaluru: 6-9 days processing + 3-5 in transit; express 2 days sooner.
    expect(await service().estimate('560001')).toMatchObject({
      earliest: day(9),
      latest: day(14),
      express: { earliest: day(7), latest: day(12), estimatedDelivery: 'Delivery by Fri 4 Dec' },
    });
    expect((await service('3').estimate('560001'))?.express).toMatchObject({ earliest: day(7), latest: day(11) });
  });
  it('never shortens the processing, nor the transit below one working day', async () => {
    // Next door (1-2 days in transit): express can only save the second transit day.
    expect(await service('5').estimate('122001')).toMatchObject({
      earliest: day(7),
      latest: day(11),
      express: { earliest: day(7), latest: day(10) },
    });
  });
  it('has no express answer for a PIN nobody delivers to', async () => {
    expect(await service().estimate('990001')).toBeUndefined();
  });
});
