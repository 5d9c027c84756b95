// The owner's console services (/api/admin/*), built once per app beside the shop's.
import type { Db } from '#/server/db/client.ts';
import type { Env } from '#/server/env.ts';
import type { Logger } from '#/server/logger.ts';
import type { Storage } from '#/server/adapters/storage/interface.ts';
import { type ImageUrl, loadPreviews, type OnRestocked } from '#/server/modules/catalog/index.ts';
import type { Notify } from '#/server/modules/notifications/index.ts';
import { createAuditService } from './audit.service.ts';
import { createAdminCoupons } from './coupons.service.ts';
import { createDashboard } from './dashboard.service.ts';
import { createInbox } from './inbox.service.ts';
import { createInboxAnswers } from './inbox-answer.service.ts';
import { createAdminOrders } from './orders.service.ts';
import { createOrderNotes } from './order-notes.service.ts';
import { createPackingSlips } from './packing-slip.service.ts';
import { createPhotoService } from './photos.service.ts';
import { createAdminProducts } from './products.service.ts';
import { createPublisher } from './publish.service.ts';
import { createStaffService } from './staff.service.ts';
import { createStockService } from './stock.service.ts';

export function createAdminServices(deps: {
  db: Db;
  env: Env;
  log: Logger;
  now: () => Date;
  storage: Storage;
  imageUrl: ImageUrl;
  onPublished?: (dir: string) => void;
  /** A size went from 0 to more through the console, in its transaction (the back-in-stock mails). */
  onRestocked?: OnRestocked;
  /** Records a message in the caller's transaction (a reply to a request or a message, mailed by the queue). */
  notify: Notify;
}) {
  const { db, env, log, now } = deps;
  const audit = createAuditService(db, now);
  const stock = createStockService({ db, audit, now, onRestocked: deps.onRestocked });
  const photos = createPhotoService({ db, storage: deps.storage, audit, now, log });
  const adminProducts = createAdminProducts({
    db,
    audit,
    stock,
    now,
    imageUrl: deps.imageUrl,
    declarations: env.declarations,
  });
  const inbox = createInbox(db);
  return {
    audit,
    staff: createStaffService(db, audit),
    stock,
    adminProducts,
    photos,
    adminOrders: createAdminOrders(db, deps.imageUrl),
    orderNotes: createOrderNotes({ db, audit, now }),
    packingSlips: createPackingSlips({ db, store: env.store, siteUrl: env.PUBLIC_SITE_URL }),
    adminCoupons: createAdminCoupons(db, audit, now),
    dashboard: createDashboard(db, now),
    inbox,
    inboxAnswers: createInboxAnswers({ db, notify: deps.notify, audit, now }),
    publisher: createPublisher({
      enabled: env.PUBLISH_ENABLED,
      siteDir: env.PUBLISH_DIR ?? `${env.DATA_DIR}/site`,
      buildCommand: env.PUBLISH_BUILD_COMMAND ?? `"${process.execPath}" scripts/build.ts`,
      deployCommand: env.PUBLISH_DEPLOY_COMMAND,
      now,
      log,
      onLive: deps.onPublished,
      blocker: () => adminProducts.publishBlocker(),
      afterLive: (startedAt) => photos.purgeRemoved(startedAt),
      previews: () => loadPreviews(db, deps.imageUrl),
    }),
  };
}
