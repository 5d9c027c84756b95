// The console's inbox in the contract walk (contract-walk-admin.ts places these steps after the inbox lists): a
// contact message, a signed-in shopper's custom request and a guest's, each given a status and a reply.
import { contactMessages, customRequests } from '#/server/db/schema/index.ts';
import { type Shopper, step, type WalkContext, type WalkStep } from './walk-kit.ts';

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
  const asStaff = { headers: staff };
  return {
    'PATCH /api/admin/custom-requests/{id}': step(
      { path: `/api/admin/custom-requests/${ids.guest}`, json: { status: 'done' }, ...asStaff },
      { path: '/api/admin/custom-requests/cus_nope', status: 404 },
    ),
    'POST /api/admin/custom-requests/{id}/replies': step(
      { path: `/api/admin/custom-requests/${ids.request}/replies`, json: { text: 'Yes.' }, ...asStaff },
      // A guest left no e-mail to answer.
      { path: `/api/admin/custom-requests/${ids.guest}/replies`, status: 422 },
    ),
    'PATCH /api/admin/contact-messages/{id}': step(
      { path: `/api/admin/contact-messages/${ids.message}`, json: { status: 'in_progress' }, ...asStaff },
      { json: { status: 'closed' }, status: 400 },
    ),
    'POST /api/admin/contact-messages/{id}/replies': step(
      { path: `/api/admin/contact-messages/${ids.message}/replies`, json: { text: 'Hi!' }, ...asStaff },
      { json: { text: ' ' }, status: 400 },
    ),
  };
}
