// The console's inbox in the contract walk (contract-walk-admin.ts places these steps after the inbox lists): a
// contact message, a signed-in shopper's custom request and a guest's, each given a status and a reply.
import { contactMessages, customRequests } from '#/server/db/schema/index.ts';
import type { Shopper, WalkContext, WalkStep } from './walk-kit.ts';

type Headers = Record<string, string>;

export async function adminInboxSteps(
  ctx: WalkContext,
  staff: Headers,
  who: Shopper,
): Promise<Record<string, WalkStep>> {
  const { db } = ctx.store.database;
  const ids = { message: 'msg_walk', request: 'cus_walk', guest: 'cus_walk_guest' };
  await db
    .insert(contactMessages)
    .values({ id: ids.message, name: 'Asha', email: 'asha@example.com', message: 'Hello', phone: '9876543210' });
  await db.insert(customRequests).values([
    { id: ids.request, userId: who.id, size: 'Bust 34' },
    { id: ids.guest, size: 'Bust 36', phone: '9123456780' },
  ]);
  const patch = (path: string, json: unknown, status?: number) =>
    ({ method: 'PATCH', path, json, headers: staff, status }) as const;
  return {
    'PATCH /api/admin/custom-requests/{id}': {
      ok: () => patch(`/api/admin/custom-requests/${ids.guest}`, { status: 'done' }),
      refusal: () => patch('/api/admin/custom-requests/cus_nope', { status: 'done' }, 404),
    },
    'POST /api/admin/custom-requests/{id}/replies': {
      ok: () => ({ path: `/api/admin/custom-requests/${ids.request}/replies`, json: { text: 'Yes.' }, headers: staff }),
      // A guest left no e-mail to answer.
      refusal: () => ({
        path: `/api/admin/custom-requests/${ids.guest}/replies`,
        json: { text: 'Yes.' },
        headers: staff,
        status: 422,
      }),
    },
    'PATCH /api/admin/contact-messages/{id}': {
      ok: () => patch(`/api/admin/contact-messages/${ids.message}`, { status: 'in_progress' }),
      refusal: () => patch(`/api/admin/contact-messages/${ids.message}`, { status: 'closed' }, 400),
    },
    'POST /api/admin/contact-messages/{id}/replies': {
      ok: () => ({ path: `/api/admin/contact-messages/${ids.message}/replies`, json: { text: 'Hi!' }, headers: staff }),
      refusal: () => ({
        path: `/api/admin/contact-messages/${ids.message}/replies`,
        json: { text: ' ' },
        headers: staff,
        status: 400,
      }),
    },
  };
}
