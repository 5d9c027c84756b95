// Delivery estimates. Offline default: processing (6–9 working days, shipping policy) plus transit by
// postal region from WAREHOUSE_PIN, Sundays skipped, dates in India time. Shiprocket when configured.
import { AppError } from '#/server/errors.ts';
import { circleOf, transitDays } from '#/domain/postal-zones.ts';
import { addWorkingDays, PROCESSING_DAYS } from '#/domain/delivery-dates.ts';
import type { ShippingProvider } from './interface.ts';

export function createOfflineEstimator(warehousePin: string): ShippingProvider {
  return {
    async estimate(pincode, now) {
      if (!circleOf(pincode)) return { serviceable: false };
      const [tMin, tMax] = transitDays(warehousePin, pincode);
      return {
        serviceable: true,
        earliest: addWorkingDays(now, PROCESSING_DAYS[0] + tMin),
        latest: addWorkingDays(now, PROCESSING_DAYS[1] + tMax),
      };
    },
  };
}

/**
 * Shiprocket when it answers; when it is down, our own postal-zone estimate, so a shopper checking a PIN
 * gets a date rather than an error (the outage is logged for the owner).
 */
export function withOfflineFallback(
  primary: ShippingProvider,
  fallback: ShippingProvider,
  onFallback: (error: unknown) => void,
): ShippingProvider {
  return {
    async estimate(pincode, now, options) {
      try {
        return await primary.estimate(pincode, now, options);
      } catch (error) {
        onFallback(error);
        return fallback.estimate(pincode, now, options);
      }
    },
  };
}

/** Shiprocket's courier serviceability API (token from its login, kept and renewed on 401). */
export function createShiprocket(config: {
  email: string;
  password: string;
  apiUrl: string;
  warehousePin: string;
  fetch?: typeof fetch;
}): ShippingProvider {
  const doFetch = config.fetch ?? fetch;
  const base = config.apiUrl.replace(/\/$/, '');
  let token: string | undefined;

  async function login(): Promise<string> {
    const res = await doFetch(`${base}/v1/external/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: config.email, password: config.password }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json().catch(() => ({}))) as { token?: string };
    if (!res.ok || !body.token) throw new AppError('rule', 'The delivery service is unavailable right now');
    return body.token;
  }

  async function serviceability(pincode: string, cod: boolean, retry = true): Promise<Response> {
    token ??= await login();
    const query = new URLSearchParams({
      pickup_postcode: config.warehousePin,
      delivery_postcode: pincode,
      weight: '0.5',
      cod: cod ? '1' : '0',
    });
    const url = `${base}/v1/external/courier/serviceability/?${query}`;
    const res = await doFetch(url, {
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status === 401 && retry) {
      token = undefined;
      return serviceability(pincode, cod, false);
    }
    return res;
  }

  return {
    async estimate(pincode, now, options) {
      if (!circleOf(pincode)) return { serviceable: false };
      let res: Response;
      try {
        res = await serviceability(pincode, options?.cod === true);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('rule', 'The delivery service is unavailable right now');
      }
      const body = (await res.json().catch(() => ({}))) as {
        data?: { available_courier_companies?: { estimated_delivery_days?: string | number }[] };
      };
      const couriers = body.data?.available_courier_companies ?? [];
      const days = couriers.map((c) => Number(c.estimated_delivery_days)).filter((d) => Number.isFinite(d) && d > 0);
      if (!res.ok || days.length === 0) return { serviceable: false };
      return {
        serviceable: true,
        earliest: addWorkingDays(now, PROCESSING_DAYS[0] + Math.min(...days)),
        latest: addWorkingDays(now, PROCESSING_DAYS[1] + Math.max(...days)),
      };
    },
  };
}
