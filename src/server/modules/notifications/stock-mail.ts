// The back-in-stock mail: one to each address that asked for a sold-out size, when that size is on sale again
// (engagement/stock-alert.service.ts records it in the restock's transaction). Read from the product when sent: a
// product since deleted fails for good; one sold out again meanwhile is still told (it may come back again).
import { eq } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { products } from '#/server/db/schema/index.ts';
import type { Mailer } from '#/server/adapters/mail/mailer.ts';
import { DeliveryError } from '#/server/adapters/channel/interface.ts';
import { productPath } from '#/lib/product-path.ts';
import { asMail, type Site } from './render.ts';
import type { Message } from './templates.ts';

export const isStockMessage = (event: string): boolean => event === 'stock.back_in_stock';

/** The mail: the product in the size asked for (a product without sizes: whichever size arrived), and its link. */
export function backInStock(p: { name: string; size: string; url: string }): Message {
  const what = p.size ? `${p.name} in size ${p.size}` : p.name;
  return {
    subject: `back in stock: ${what}`,
    paragraphs: [
      'Good news: what you asked us to watch is back in stock.',
      `${what}\n${p.url}`,
      'Stock is limited, so it may sell out again. We send this once; ask again on the product page any time.',
    ],
    links: [{ label: `See ${p.name}`, url: p.url }],
  };
}

export function createStockMail(deps: { db: Db; mailer: Mailer; site: Site }) {
  return async function send(row: { id: string; recipient: string; data: Record<string, unknown> }) {
    const productId = typeof row.data.productId === 'string' ? row.data.productId : '';
    const size = typeof row.data.size === 'string' ? row.data.size : '';
    const [product] = await deps.db.select({ name: products.name }).from(products).where(eq(products.id, productId));
    if (!product)
      throw new DeliveryError('The product no longer exists', { permanent: true, answer: 'No such product' });
    const url = `${deps.site.siteUrl}${productPath(product.name)}`;
    const message = backInStock({ name: product.name, size, url });
    await deps.mailer.sendMail(asMail(message, { address: row.recipient }, deps.site, { messageId: row.id }));
  };
}
