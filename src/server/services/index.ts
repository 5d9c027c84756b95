import type { Db } from '../db/client.ts';
import { createCatalogService } from './catalog.service.ts';

/** Every service the routes use, built once per app over one database. */
export function createServices(db: Db) {
  return {
    catalog: createCatalogService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
