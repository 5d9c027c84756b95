// Walks a return or exchange request along its real steps (domain/return-flow.ts) up to a state, for tests that need
// a received, shipped or completed request: through the returns service, or through the console API as a caller
// (`as`), each step expected to succeed. It starts from wherever the request stands.
import { eq } from 'drizzle-orm';
import type { StoreApp } from '#/server/app.ts';
import { returnRequests } from '#/server/db/schema/index.ts';
import type { ReturnState } from '#/domain/return-flow.ts';

const WAY: Record<'return' | 'exchange', ReturnState[]> = {
  return: ['requested', 'approved', 'received', 'completed'],
  exchange: ['requested', 'approved', 'received', 'replacement_shipped', 'completed'],
};
/** The console route of each step, and the body it sends. */
const ROUTE: Partial<Record<ReturnState, [path: string, body: unknown]>> = {
  approved: ['approve', {}],
  received: ['receive', {}],
  replacement_shipped: ['ship-replacement', { awb: 'RPL-1001' }],
  completed: ['complete', {}],
};

export async function walkRequest(
  store: StoreApp,
  requestId: string,
  to: 'approved' | 'received' | 'replacement_shipped' | 'completed',
  as?: { headers: Record<string, string> },
): Promise<void> {
  const [request] = await store.database.db.select().from(returnRequests).where(eq(returnRequests.id, requestId));
  if (!request) throw new Error(`walkRequest: no request ${requestId}`);
  const way = WAY[request.kind];
  const from = way.indexOf(request.state);
  const until = way.indexOf(to);
  if (from === -1 || until === -1 || until < from)
    throw new Error(`walkRequest: ${request.kind} ${request.state} → ${to}`);
  for (const step of way.slice(from + 1, until + 1)) {
    if (as) {
      const [path, body] = ROUTE[step]!;
      const res = await store.app.request(`/api/admin/returns/${requestId}/${path}`, {
        method: 'POST',
        headers: { ...as.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 200) throw new Error(`walkRequest: ${path} answered ${res.status}: ${await res.text()}`);
      continue;
    }
    const { returns } = store.services;
    if (step === 'approved') await returns.approve(requestId);
    else if (step === 'received') await returns.receive(requestId);
    else if (step === 'replacement_shipped') await returns.shipReplacement(requestId, 'RPL-1001');
    else await returns.complete(requestId);
  }
}
