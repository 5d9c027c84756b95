import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineEstimator, createShiprocket, withOfflineFallback } from './shipping.ts';
import { addWorkingDays, formatDeliveryDate } from '#/domain/delivery-dates.ts';
import { circleOf, transitDays } from '#/domain/postal-zones.ts';
import { answerJson, type LocalServer, startLocalServer } from '#/server/test/local-server.ts';

// Friday 20 Nov 2026, 10:00 in India.
const now = new Date('2026-11-20T04:30:00Z');

describe('postal zones', () => {
  it('knows real circles and refuses impossible PINs', () => {
    expect(circleOf('110001')?.circle).toBe('Delhi');
    expect(circleOf('560001')?.region).toBe('south');
    expect(circleOf('744101')?.region).toBe('remote');
    for (const bad of ['012345', '354000', '990001', '12345', '1234567', 'abcdef'])
      expect(circleOf(bad)).toBeUndefined();
  });
  it('takes longer the further the PIN', () => {
    expect(transitDays('122002', '122001')).toEqual([1, 2]);
    expect(transitDays('122002', '110001')).toEqual([2, 3]);
    expect(transitDays('122002', '560001')).toEqual([3, 5]);
    expect(transitDays('122002', '781001')).toEqual([5, 7]);
    expect(transitDays('122002', '744101')).toEqual([6, 9]);
  });
});

describe('working days', () => {
  it('skips Sundays, in India time', () => {
    expect(formatDeliveryDate(addWorkingDays(now, 1))).toBe('Sat 21 Nov');
    expect(formatDeliveryDate(addWorkingDays(now, 2))).toBe('Mon 23 Nov');
    // 23:00 IST on a Saturday is still Saturday in India though it is 17:30 UTC.
    expect(formatDeliveryDate(addWorkingDays(new Date('2026-11-21T17:30:00Z'), 1))).toBe('Mon 23 Nov');
  });
});

describe('offline estimator', () => {
  it('adds 6–9 processing days to the transit', async () => {
    const est = await createOfflineEstimator('122002').estimate('560001', now);
    expect(est.serviceable).toBe(true);
    if (!est.serviceable) return;
    expect(formatDeliveryDate(est.earliest)).toBe(formatDeliveryDate(addWorkingDays(now, 9)));
    expect(formatDeliveryDate(est.latest)).toBe(formatDeliveryDate(addWorkingDays(now, 14)));
  });
  it('refuses a PIN that does not exist', async () => {
    expect(await createOfflineEstimator('122002').estimate('990001', now)).toEqual({ serviceable: false });
  });
});

describe('Shiprocket (against a local fake)', () => {
  let server: LocalServer;
  let base = '';
  let logins = 0;
  let token = 'tok-1';
  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (req.url === '/v1/external/auth/login') {
        logins++;
        return answerJson(res, 200, { token });
      }
      if (req.url?.startsWith('/v1/external/courier/serviceability/')) {
        if (req.headers.authorization !== `Bearer ${token}`) return answerJson(res, 401, {});
        const query = new URL(req.url, 'http://x').searchParams;
        const pin = query.get('delivery_postcode');
        // This fake's couriers collect cash only in 110001's circle, as COD serviceability is narrower.
        const served = pin === '110001' || (pin === '110002' && query.get('cod') === '0');
        const companies = served ? [{ estimated_delivery_days: '2' }, { estimated_delivery_days: '4' }] : [];
        return answerJson(res, 200, { status: 200, data: { available_courier_companies: companies } });
      }
      answerJson(res, 404, {});
    });
    base = server.url;
  });
  afterAll(() => server.close());

  it('logs in once, estimates from the couriers, and renews the token on 401', async () => {
    const sr = createShiprocket({ email: 'ops@saanjh.example', password: 'x', apiUrl: base, warehousePin: '122002' });
    const est = await sr.estimate('110001', now);
    expect(est.serviceable).toBe(true);
    if (est.serviceable) expect(formatDeliveryDate(est.latest)).toBe(formatDeliveryDate(addWorkingDays(now, 13)));
    await sr.estimate('110001', now);
    expect(logins).toBe(1);
    token = 'tok-2';
    expect((await sr.estimate('110001', now)).serviceable).toBe(true);
    expect(logins).toBe(2);
    expect(await sr.estimate('560001', now)).toEqual({ serviceable: false });
  });

  it('asks with cod=1 for cash on delivery', async () => {
    const sr = createShiprocket({ email: 'ops@saanjh.example', password: 'x', apiUrl: base, warehousePin: '122002' });
    expect((await sr.estimate('110002', now)).serviceable).toBe(true);
    expect((await sr.estimate('110002', now, { cod: true })).serviceable).toBe(false);
    expect((await sr.estimate('110001', now, { cod: true })).serviceable).toBe(true);
  });
});

describe('Shiprocket down', () => {
  it('falls back to the offline estimate and reports the outage', async () => {
    const down = createShiprocket({
      email: 'ops@saanjh.example',
      password: 'x',
      apiUrl: 'http://127.0.0.1:9',
      warehousePin: '122002',
    });
    await expect(down.estimate('110001', now)).rejects.toMatchObject({
      message: 'The delivery service is unavailable right now',
    });
    const outages: unknown[] = [];
    const shipping = withOfflineFallback(down, createOfflineEstimator('122002'), (e) => outages.push(e));
    expect(await shipping.estimate('110001', now)).toEqual(
      await createOfflineEstimator('122002').estimate('110001', now),
    );
    expect(outages).toHaveLength(1);
  });
});
