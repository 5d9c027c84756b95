import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { createPayments, type Payments } from '../adapters/payments/index.ts';
import { createCatalogService } from './catalog.service.ts';
import { createOrderService } from './order.service.ts';
import { createReturnsService } from './returns.service.ts';
import { createWebhookService } from './webhook.service.ts';

export type ServiceDeps = { db: Db; env: Env; payments?: Payments; now?: () => Date };

/** Every service the routes use, built once per app over one database. */
export function createServices({ db, env, now, payments = createPayments(env) }: ServiceDeps) {
  const orders = createOrderService({ db, payments, siteUrl: env.PUBLIC_SITE_URL, now });
  return {
    catalog: createCatalogService(db),
    orders,
    returns: createReturnsService({ db, now }),
    webhooks: createWebhookService({ db, payments, orders }),
  };
}

export type Services = ReturnType<typeof createServices>;
