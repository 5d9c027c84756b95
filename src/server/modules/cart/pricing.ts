// Server prices for a cartData map (by product name, case-insensitive); unknown names count 0.
import type { CatalogService } from '#/server/modules/catalog/index.ts';
import type { CartData } from './cart.service.ts';
import { toPaise } from '#/domain/money.ts';

export function createPricing(catalog: CatalogService) {
  return {
    async subtotalPaise(cart: CartData): Promise<number> {
      const byName = new Map((await catalog.list()).products.map((p) => [p.name.toLowerCase(), toPaise(p.price)]));
      let total = 0;
      for (const [name, sizes] of Object.entries(cart)) {
        const price = byName.get(name.toLowerCase()) ?? 0;
        for (const q of Object.values(sizes)) total += price * q;
      }
      return total;
    },
  };
}
