// The shopper's measurements for "Find my size" through the API: none saved reads null; a save replaces the last
// (a blank is cleared); the finder's own rules refuse what the form refuses; one shopper's are hers alone; login is
// needed; forgetting removes them; her data export holds them and erasing her account removes them.
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer } from '#/server/test/auth-helpers.ts';
import { checkoutShop, type Shopper } from '#/server/test/checkout.ts';
import { hashPassword } from '#/server/auth/password.ts';
import { userMeasurements, users } from '#/server/db/schema/index.ts';

const shop = checkoutShop({ start: '2026-12-02T10:00:00Z' });
let asha: Shopper;

const send = async (method: 'GET' | 'DELETE', path: string, who?: Shopper) => {
  const res = await shop.store.app.request(path, { method, headers: who ? bearer(who.token) : {} });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const read = (who?: Shopper) => send('GET', '/api/user/measurements', who);
const save = (body: unknown, who?: Shopper) => shop.call('/api/user/measurements', body, who);

beforeEach(async () => {
  asha = await shop.shopper();
});

describe('GET and POST /api/user/measurements', () => {
  it('reads null before any save, then what she saved, in her unit', async () => {
    expect(await read(asha)).toEqual({ status: 200, body: { success: true, measurements: null } });
    const saved = await save({ unit: 'cm', bust: 88.9, waist: 73.5, hip: null }, asha);
    const measurements = {
      unit: 'cm',
      bust: 88.9,
      waist: 73.5,
      hip: null,
      updatedAt: '2026-12-02T10:00:00.000Z',
    };
    expect(saved).toMatchObject({
      status: 200,
      body: { success: true, message: 'Your measurements are saved.', measurements },
    });
    expect(await read(asha)).toEqual({ status: 200, body: { success: true, measurements } });
  });

  it('a save replaces the last one whole: a measurement left out is cleared', async () => {
    await save({ unit: 'in', bust: 35, waist: 29, hip: 38 }, asha);
    shop.clock = new Date(shop.clock.getTime() + 60_000);
    await save({ unit: 'in', hip: 40.5 }, asha);
    expect((await read(asha)).body.measurements).toMatchObject({ bust: null, waist: null, hip: 40.5 });
    expect(await shop.db.select().from(userMeasurements).where(eq(userMeasurements.userId, asha.id))).toHaveLength(1);
  });

  it("one shopper's measurements are hers alone", async () => {
    const other = await shop.shopper();
    await save({ unit: 'in', bust: 35 }, asha);
    expect((await read(other)).body.measurements).toBeNull();
  });

  it('needs a login to read, save or forget', async () => {
    const signedOut = { status: 401, body: { success: false, message: 'Please login to continue' } };
    expect(await read()).toEqual(signedOut);
    expect(await save({ unit: 'in', bust: 35 })).toMatchObject(signedOut);
    expect(await send('DELETE', '/api/user/measurements')).toEqual(signedOut);
  });

  it('refuses what the finder refuses (400, naming the field), and takes its range’s ends', async () => {
    const refused = [
      [{ unit: 'in' }, 'Enter your bust, waist or hip.'],
      [{ unit: 'in', bust: null, waist: null }, 'Enter your bust, waist or hip.'],
      [{ unit: 'in', waist: 19.9 }, 'Enter your waist in inches, from 20 to 60.'],
      [{ unit: 'cm', hip: 153 }, 'Enter your hip in cm, from 50 to 152.'],
      [{ unit: 'in', bust: 0 }, 'Enter your bust in inches, from 20 to 60.'],
    ] as const;
    for (const [body, message] of refused)
      expect(await save(body, asha)).toMatchObject({
        status: 400,
        body: { success: false, message: expect.stringContaining(message) },
      });
    for (const body of [{ unit: 'mm', bust: 900 }, { unit: 'in', bust: '35' }, { bust: 35 }, []])
      expect(await save(body, asha)).toMatchObject({ status: 400, body: { success: false } });
    expect((await read(asha)).body.measurements).toBeNull();
    for (const body of [
      { unit: 'in', bust: 20, waist: 60 },
      { unit: 'cm', hip: 50, bust: 152 },
    ])
      expect((await save(body, asha)).status).toBe(200);
  });
});

describe('DELETE /api/user/measurements', () => {
  it('forgets hers, and forgetting none is no error', async () => {
    await save({ unit: 'in', bust: 35 }, asha);
    expect(await send('DELETE', '/api/user/measurements', asha)).toEqual({
      status: 200,
      body: { success: true, message: 'Your measurements are forgotten.' },
    });
    expect((await read(asha)).body.measurements).toBeNull();
    expect((await send('DELETE', '/api/user/measurements', asha)).status).toBe(200);
  });
});

describe('her data rights', () => {
  it('her export holds her measurements; erasing her account removes them', async () => {
    await shop.db
      .update(users)
      .set({ passwordHash: await hashPassword('correct horse battery') })
      .where(eq(users.id, asha.id));
    await save({ unit: 'in', bust: 35, hip: 39 }, asha);
    const exported = await send('GET', '/api/user/data', asha);
    expect((exported.body.data as Record<string, unknown>).measurements).toEqual({
      unit: 'in',
      bust: 35,
      waist: null,
      hip: 39,
      updatedAt: shop.clock.toISOString(),
    });
    const erased = await shop.call('/api/user/delete', { password: 'correct horse battery' }, asha);
    expect(erased.status).toBe(200);
    expect(await shop.db.select().from(userMeasurements).where(eq(userMeasurements.userId, asha.id))).toEqual([]);
  });
});
