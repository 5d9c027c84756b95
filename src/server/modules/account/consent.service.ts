// The shopper's consents (src/domain/consent.ts): WhatsApp order updates and marketing mails. Each answer is a new
// row in `consents` with its time, source and the privacy notice's version; the latest row per purpose stands
// (notifications read it when they decide whether to send on WhatsApp). Checkout records a ticked box in the
// transaction that places the order; the account page records each switch that changed.
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '#/server/db/client.ts';
import { consents } from '#/server/db/schema/index.ts';
import { lockShopper } from '#/server/db/locks.ts';
import { newId } from '#/domain/ids.ts';
import {
  answeredAt,
  changedPreferences,
  type ConsentPurpose,
  type ConsentSource,
  currentPreferences,
  type Preferences,
  PRIVACY_NOTICE_VERSION,
} from '#/domain/consent.ts';

export type ConsentInput = { userId: string; purpose: ConsentPurpose; granted: boolean; source: ConsentSource };

export function createConsentService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  /** Adds one answer under the current notice version, in the caller's transaction (or on its own). */
  async function record(tx: Tx | Db, input: ConsentInput): Promise<void> {
    const [latest] = await tx
      .select({ createdAt: consents.createdAt })
      .from(consents)
      .where(and(eq(consents.userId, input.userId), eq(consents.purpose, input.purpose)))
      .orderBy(desc(consents.createdAt))
      .limit(1);
    await tx.insert(consents).values({
      id: newId('cns'),
      userId: input.userId,
      purpose: input.purpose,
      granted: input.granted ? 1 : 0,
      source: input.source,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      createdAt: answeredAt(now(), latest?.createdAt),
    });
  }

  /** The shopper's current answers; none given is false. */
  async function current(userId: string, tx: Tx | Db = db): Promise<Preferences> {
    const rows = await tx
      .select({ purpose: consents.purpose, granted: consents.granted, createdAt: consents.createdAt })
      .from(consents)
      .where(eq(consents.userId, userId));
    return currentPreferences(rows.map((r) => ({ ...r, granted: r.granted === 1 })));
  }

  return {
    record,
    current,

    /**
     * The account's switches: each purpose given whose answer changed gets a new row (source `account`); the
     * preferences after it. Under the shopper's turn, so two saves at once cannot both see the old answer.
     */
    update(userId: string, wanted: Partial<Preferences>): Promise<Preferences> {
      return db.transaction(async (tx) => {
        await lockShopper(tx, userId);
        const before = await current(userId, tx);
        const changes = changedPreferences(before, wanted);
        for (const change of changes) await record(tx, { userId, ...change, source: 'account' });
        return { ...before, ...Object.fromEntries(changes.map((c) => [c.purpose, c.granted])) };
      });
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
