// /api/user/addresses: the shopper's address book (docs/product/accounts.md#saved-addresses). The fields and their
// rules are checkout's (http/address-schema.ts, built from lib/address.ts), so a saved address is always one
// checkout takes. Another shopper's id answers 404, as one that does not exist.
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { userId } from '#/server/http/auth.ts';
import { createRouter, jsonBody, loginRequired, replies, routesFor, success } from '#/server/openapi/router.ts';
import { ok } from '#/server/openapi/shapes.ts';
import { savedAddressSchema } from './saved-address-schema.ts';
import { ADDRESS_BOOK_MAX } from './addresses.service.ts';

const fields = savedAddressSchema;
const newAddress = fields.extend({
  isDefault: z.boolean({ error: 'must be true or false' }).optional().describe('Make it the default'),
  used: z
    .boolean({ error: 'must be true or false' })
    .optional()
    .describe('Checkout is sending an order to it (it is preselected next time)'),
});

const savedAddress = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    street: z.string(),
    landmark: z.string().describe("'' when none"),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
    isDefault: z.boolean(),
    lastUsedAt: z.string().nullable().describe('When an order last went to it (ISO 8601)'),
  })
  .meta({ id: 'SavedAddress' });
const book = z.array(savedAddress).describe('The default first, then oldest first');
const bookReply = z.object({ success: ok, message: z.string(), addresses: book });
const idParam = z.object({ id: z.string().trim().min(1, 'is required').max(64) });

const route = routesFor({ tags: ['Account'], ...loginRequired });
/** The address book after a change to one address; another shopper's address is 404, as one that does not exist. */
const changedBook = replies(bookReply, { 404: 'Address not found (no such address, or not this shopper’s)' });

const listRoute = route.get('/addresses', {
  summary: 'The saved addresses',
  responses: success(z.object({ success: ok, addresses: book })),
});

const addRoute = route.post('/addresses', {
  summary: `Save an address (at most ${ADDRESS_BOOK_MAX}); the first one becomes the default`,
  description:
    'The same place saved again (alike but for case and spacing) is not a second entry: the saved one answers, ' +
    'made default or marked used as asked. Answers its `id` and the address book.',
  request: { body: jsonBody(newAddress) },
  responses: replies(bookReply.extend({ id: z.string() }), {
    422: `You can keep at most ${ADDRESS_BOOK_MAX} addresses`,
  }),
});

const updateRoute = route.patch('/addresses/{id}', {
  summary: 'Change a saved address (the whole address, as it should read)',
  request: { params: idParam, body: jsonBody(fields) },
  responses: changedBook,
});

const deleteRoute = route.delete('/addresses/{id}', {
  summary: 'Delete a saved address (when it was the default, the one used last becomes the default)',
  request: { params: idParam },
  responses: changedBook,
});

const defaultRoute = route.post('/addresses/{id}/default', {
  summary: 'Make a saved address the default',
  request: { params: idParam },
  responses: changedBook,
});

const usedRoute = route.post('/addresses/{id}/used', {
  summary: 'Checkout is sending an order to this saved address: it is preselected next time',
  request: { params: idParam },
  responses: changedBook,
});

export function addressRoutes() {
  const service = (c: { var: AppEnv['Variables'] }) => c.var.services.addresses;
  const reply = (message: string, addresses: z.infer<typeof book>) => ({ success: true as const, message, addresses });

  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json({ success: true as const, addresses: await service(c).list(userId(c)) }, 200),
    )
    .openapi(addRoute, async (c) => {
      const { isDefault, used, ...address } = c.req.valid('json');
      const saved = await service(c).add(userId(c), address, { isDefault, used });
      return c.json({ ...reply('Address saved', saved.addresses), id: saved.id }, 200);
    })
    .openapi(updateRoute, async (c) => {
      const addresses = await service(c).update(userId(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json(reply('Address updated', addresses), 200);
    })
    .openapi(deleteRoute, async (c) =>
      c.json(reply('Address deleted', await service(c).remove(userId(c), c.req.valid('param').id)), 200),
    )
    .openapi(defaultRoute, async (c) =>
      c.json(reply('Default address updated', await service(c).setDefault(userId(c), c.req.valid('param').id)), 200),
    )
    .openapi(usedRoute, async (c) =>
      c.json(reply('Address used', await service(c).markUsed(userId(c), c.req.valid('param').id)), 200),
    );
}
