// The address book through the API: add (the first is the default; the same place twice is one entry), change,
// make default, mark used, delete (the default passes on); checkout's rules refuse a bad field; another shopper's
// id is a 404; the cap; and a login is needed.
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '#/server/test/auth-helpers.ts';
import { checkoutShop, type Shopper } from '#/server/test/checkout.ts';
import { ADDRESS_BOOK_FULL, ADDRESS_BOOK_MAX } from './addresses.service.ts';

const shop = checkoutShop({ start: '2026-12-02T10:00:00Z' });
let asha: Shopper;

const HOME = {
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '9876543210',
  street: '12 MG Road',
  landmark: 'Near the metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
};
const WORK = { ...HOME, street: '4 Residency Road', landmark: '', zipcode: '560025' };

type Body = Record<string, any>;
async function send(method: string, path: string, who?: Shopper, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(who ? bearer(who.token) : {}) };
  const res = await shop.store.app.request(`/api/user/addresses${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Body };
}
/** Saves an address a second after the last (the book lists oldest first; the test clock stands still). */
const add = (who: Shopper, body: unknown) => {
  shop.clock = new Date(shop.clock.getTime() + 1000);
  return send('POST', '', who, body);
};
const book = async (who: Shopper) => (await send('GET', '', who)).body.addresses as Body[];

beforeEach(async () => {
  asha = await shop.shopper();
});

describe('/api/user/addresses', () => {
  it('adds addresses: the first is the default, the same place again is not a second entry', async () => {
    expect(await book(asha)).toEqual([]);
    const home = await add(asha, HOME);
    expect(home.status).toBe(200);
    expect(home.body).toMatchObject({ success: true, message: 'Address saved' });
    expect(home.body.addresses).toEqual([{ _id: home.body.id, ...HOME, isDefault: true, lastUsedAt: null }]);

    const work = await add(asha, WORK);
    expect(work.body.addresses.map((a: Body) => [a.street, a.isDefault])).toEqual([
      ['12 MG Road', true],
      ['4 Residency Road', false],
    ]);
    // Typed again at checkout, in other case and spacing, and used: the saved one is marked, not copied.
    const again = await add(asha, { ...WORK, street: '4  residency road', used: true });
    expect(again.body.id).toBe(work.body.id);
    expect(again.body.addresses).toHaveLength(2);
    expect(again.body.addresses[1].lastUsedAt).toBe(shop.clock.toISOString());
  });

  it('takes the PIN and phone as numbers, as checkout does, and refuses what checkout refuses', async () => {
    const numeric = await add(asha, { ...HOME, zipcode: 560001, phone: 9876543210 });
    expect(numeric.body.addresses[0]).toMatchObject({
      zipcode: '560001',
      phone: '9876543210',
      landmark: HOME.landmark,
    });
    for (const [field, value, message] of [
      ['zipcode', '056001', 'PIN code must be a 6-digit PIN code'],
      ['phone', '12345', 'must be a 10-digit mobile number'],
      ['city', ' ', 'is required'],
      ['street', 'x'.repeat(201), 'must be at most 200 characters'],
    ] as const) {
      const refused = await add(asha, { ...HOME, [field]: value });
      expect(refused.status, field).toBe(400);
      expect(refused.body.success).toBe(false);
      expect(refused.body.message, field).toContain(message);
    }
  });

  it('changes, makes default, marks used and deletes; the default passes to the one used last', async () => {
    const home = (await add(asha, HOME)).body.id as string;
    const work = (await add(asha, WORK)).body.id as string;
    const gran = (await add(asha, { ...HOME, firstName: 'Kamala', city: 'Mysuru', zipcode: '570001' })).body
      .id as string;

    const changed = await send('PATCH', `/${work}`, asha, { ...WORK, landmark: 'Opposite the park' });
    expect(changed.body).toMatchObject({ success: true, message: 'Address updated' });
    expect(changed.body.addresses.find((a: Body) => a._id === work).landmark).toBe('Opposite the park');

    const made = await send('POST', `/${work}/default`, asha);
    expect(made.body.message).toBe('Default address updated');
    expect(made.body.addresses.map((a: Body) => [a._id, a.isDefault])).toEqual([
      [work, true],
      [home, false],
      [gran, false],
    ]);

    shop.clock = new Date(shop.clock.getTime() + 86_400_000);
    const used = await send('POST', `/${gran}/used`, asha);
    expect(used.body.addresses.find((a: Body) => a._id === gran).lastUsedAt).toBe(shop.clock.toISOString());

    const deleted = await send('DELETE', `/${work}`, asha);
    expect(deleted.body.message).toBe('Address deleted');
    expect(deleted.body.addresses.map((a: Body) => [a._id, a.isDefault])).toEqual([
      [gran, true],
      [home, false],
    ]);
  });

  it('answers another shopper’s address as one that does not exist, and leaves it alone', async () => {
    const mine = (await add(asha, HOME)).body.id as string;
    const meera = await shop.shopper();
    for (const [method, path, body] of [
      ['PATCH', `/${mine}`, WORK],
      ['DELETE', `/${mine}`, undefined],
      ['POST', `/${mine}/default`, undefined],
      ['POST', `/${mine}/used`, undefined],
      ['DELETE', '/adr_nope', undefined],
    ] as const)
      expect(await send(method, path, meera, body), `${method} ${path}`).toEqual({
        status: 404,
        body: { success: false, message: 'Address not found' },
      });
    expect(await book(meera)).toEqual([]);
    expect((await book(asha))[0]).toMatchObject({ _id: mine, ...HOME });
  });

  it(`keeps at most ${ADDRESS_BOOK_MAX} addresses`, async () => {
    for (let i = 0; i < ADDRESS_BOOK_MAX; i++)
      expect((await add(asha, { ...HOME, street: `${i + 1} MG Road` })).status).toBe(200);
    expect(await add(asha, { ...HOME, street: 'One too many Road' })).toEqual({
      status: 422,
      body: { success: false, message: ADDRESS_BOOK_FULL },
    });
    // One she already has is still found (checkout marks it used), not refused.
    expect((await add(asha, { ...HOME, street: '1 MG Road', used: true })).status).toBe(200);
  });

  it('needs a login', async () => {
    expect(await send('GET', '')).toEqual({
      status: 401,
      body: { success: false, message: 'Please login to continue' },
    });
    expect((await send('POST', '', undefined, HOME)).status).toBe(401);
  });
});
