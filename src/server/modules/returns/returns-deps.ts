// What the returns service is built with (container.ts wires it).
import type { Db } from '#/server/db/client.ts';
import type { OnRestocked } from '#/server/modules/catalog/index.ts';
import type { WalletService } from './wallet.service.ts';
import type { Notify } from '#/server/modules/notifications/index.ts';
import type { CreditNoteService } from '#/server/modules/invoices/index.ts';

export type ReturnsDeps = {
  db: Db;
  wallet: WalletService;
  now?: () => Date;
  /** Sizes a completed return (or a refused exchange) brought back from 0, inside the step's transaction. */
  onRestocked?: OnRestocked;
  /** Records what happened inside the step's transaction, so it is told if and only if the step commits. */
  notify?: Notify;
  /** Issues a completed return's GST credit note inside the step's transaction. */
  creditNotes?: Pick<CreditNoteService, 'forReturn'>;
};
