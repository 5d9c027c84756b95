// The walk's steps for the account page's own routes: the address book, the phone and the password change.
import { eq } from 'drizzle-orm';
import { createShopper } from '#/server/test/checkout.ts';
import { users } from '#/server/db/schema/index.ts';
import { hashPassword } from '#/server/auth/password.ts';
import { auth, type Reply, type Shopper, type WalkContext, type WalkState, type WalkStep } from './walk-kit.ts';

const HOME = {
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
};

export function accountSteps(ctx: WalkContext, s: WalkState): Record<string, WalkStep> {
  const { buyer, guestless, password } = s;
  let id = '';
  let changer: Shopper | undefined;
  const path = (tail = '') => `/api/user/addresses/${id}${tail}`;
  // Another shopper's address is not hers: 404, as an id that does not exist.
  const notHers =
    (method: 'POST' | 'PATCH' | 'DELETE', tail = '', json?: unknown) =>
    () => ({
      method,
      path: path(tail),
      json,
      headers: auth(guestless),
      status: 404,
    });
  return {
    'GET /api/user/addresses': {
      ok: () => ({ method: 'GET', path: '/api/user/addresses', headers: auth(buyer) }),
      refusal: () => ({ method: 'GET', path: '/api/user/addresses', status: 401 }),
    },
    'POST /api/user/addresses': {
      ok: () => ({ path: '/api/user/addresses', json: { ...HOME, isDefault: true }, headers: auth(buyer) }),
      refusal: () => ({
        path: '/api/user/addresses',
        json: { ...HOME, zipcode: '056001' },
        headers: auth(buyer),
        status: 400,
      }),
      keep: (r: Reply) => {
        id = r.id;
      },
    },
    'PATCH /api/user/addresses/{id}': {
      ok: () => ({
        method: 'PATCH',
        path: path(),
        json: { ...HOME, landmark: 'Near the metro' },
        headers: auth(buyer),
      }),
      refusal: notHers('PATCH', '', HOME),
    },
    'POST /api/user/addresses/{id}/default': {
      ok: () => ({ path: path('/default'), headers: auth(buyer) }),
      refusal: notHers('POST', '/default'),
    },
    'POST /api/user/addresses/{id}/used': {
      ok: () => ({ path: path('/used'), headers: auth(buyer) }),
      refusal: notHers('POST', '/used'),
    },
    'DELETE /api/user/addresses/{id}': {
      ok: () => ({ method: 'DELETE', path: path(), headers: auth(buyer) }),
      refusal: notHers('DELETE'),
    },
    'POST /api/user/phone': {
      ok: () => ({ path: '/api/user/phone', json: { phone: '9876543210' }, headers: auth(buyer) }),
      refusal: () => ({ path: '/api/user/phone', json: { phone: '12345' }, headers: auth(buyer), status: 400 }),
    },
    'POST /api/user/password': {
      // A shopper of her own with a password (a change ends her other sessions; the walk's buyer keeps hers).
      ok: async () => {
        changer = await createShopper(ctx.store, new Date());
        await ctx.store.database.db
          .update(users)
          .set({ passwordHash: await hashPassword(password) })
          .where(eq(users.id, changer.id));
        const json = { currentPassword: password, newPassword: `${password} anew` };
        return { path: '/api/user/password', json, headers: auth(changer) };
      },
      refusal: () => ({
        path: '/api/user/password',
        json: { currentPassword: 'not the password', newPassword: `${password} again` },
        headers: auth(changer!),
        status: 422,
      }),
    },
  };
}
