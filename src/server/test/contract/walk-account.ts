// The walk's steps for the account page's own routes: the address book, the phone and the password change.
import {
  auth,
  type Refusal,
  type Shopper,
  shopperWithPassword,
  step,
  type WalkContext,
  type WalkState,
  type WalkStep,
  withoutLogin,
} from './walk-kit.ts';

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
  const asBuyer = { headers: auth(buyer) };
  let id = '';
  let changer: Shopper | undefined;
  const path = (tail = '') => `/api/user/addresses/${id}${tail}`;
  // Another shopper's address is not hers: 404, as an id that does not exist.
  const notHers: Refusal = { headers: auth(guestless), status: 404 };
  return {
    'GET /api/user/addresses': step(asBuyer, withoutLogin),
    'POST /api/user/addresses': step(
      { json: { ...HOME, isDefault: true }, ...asBuyer },
      { json: { ...HOME, zipcode: '056001' }, status: 400 },
      (reply) => {
        id = reply.id;
      },
    ),
    'PATCH /api/user/addresses/{id}': step(
      () => ({ path: path(), json: { ...HOME, landmark: 'Near the metro' }, ...asBuyer }),
      {
        json: HOME,
        ...notHers,
      },
    ),
    'POST /api/user/addresses/{id}/default': step(() => ({ path: path('/default'), ...asBuyer }), notHers),
    'POST /api/user/addresses/{id}/used': step(() => ({ path: path('/used'), ...asBuyer }), notHers),
    'DELETE /api/user/addresses/{id}': step(() => ({ path: path(), ...asBuyer }), notHers),
    'POST /api/user/phone': step(
      { json: { phone: '9876543210' }, ...asBuyer },
      { json: { phone: '12345' }, status: 400 },
    ),
    'POST /api/user/password': step(
      // A shopper of her own with a password (a change ends her other sessions; the walk's buyer keeps hers).
      async () => {
        changer = await shopperWithPassword(ctx, password);
        return { json: { currentPassword: password, newPassword: `${password} anew` }, headers: auth(changer) };
      },
      { json: { currentPassword: 'not the password', newPassword: `${password} again` }, status: 422 },
    ),
  };
}
