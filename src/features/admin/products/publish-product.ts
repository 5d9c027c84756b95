// "Publish product": the draft goes on sale (the shop's list, cart and checkout at once) and the site's build starts,
// so its page follows in about a minute; the publish bar shows the build, or why it was refused.
import { accepted, api } from '#/lib/api.ts';
import { toast } from '#/lib/toast.ts';
import { requestPublish } from '#/features/admin/publish/publish.store.ts';
import type { AdminProduct } from './admin-product.ts';

export async function publishProduct(draft: AdminProduct): Promise<AdminProduct> {
  const { product } = accepted(await api('/api/admin/products/:id/publish', { params: { id: draft._id } }));
  if (await requestPublish()) toast.success(`${draft.name} is on sale. Its page is being built now.`);
  else toast.error(`${draft.name} is on sale, but the site was not published: see the publish bar.`);
  return product;
}
