// Legal Metrology declarations (docs/product/catalog-and-search.md#product-declarations-legal-metrology): the console's
// fields on a product, the store's defaults behind them, the product list that carries a product's own values to the
// pages, and the publish that refuses to put a product on the site without them.
import { describe, expect, it } from 'vitest';
import { appForTests } from '#/server/test/test-app.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';
import type { Product } from '#/lib/product.ts';

// A publish builds nothing here (`true`): the tests need only whether it is accepted.
const app = appForTests({ DATA_DIR: `.data/test/declarations-${process.pid}`, PUBLISH_BUILD_COMMAND: 'true' });

const DRESS = {
  name: 'Declared Linen Dress',
  price: 2199,
  category: 'dress',
  description: 'Linen.',
  sizes: [{ size: 'M', stock: 3 }],
};
let staff: Caller;
const create = (body: unknown) => admin(app.store, 'POST', '/products', staff, body);
const patch = (id: string, body: unknown) => admin(app.store, 'PATCH', `/products/${id}`, staff, body);
const publish = () => admin(app.store, 'POST', '/publish', staff);
const listed = async (name: string) => {
  const res = await app.store.app.request('/api/product/list');
  return ((await res.json()) as { products: Product[] }).products.find((p) => p.name === name);
};

describe('the demo catalog', () => {
  it('declares every product: a generic name each, co-ord sets as 1 set of 2 pieces, the rest by default', async () => {
    staff = await createCaller(app.store, 'staff');
    const res = await app.store.app.request('/api/product/list');
    const { products } = (await res.json()) as { products: Product[] };
    expect(products.length).toBeGreaterThan(40);
    expect(products.filter((p) => !p.genericName)).toEqual([]);
    const coords = products.filter((p) => p.category === 'co-ords');
    expect(coords.length).toBeGreaterThan(0);
    for (const p of coords) expect(p.netQuantity).toBe('1 set of 2 pieces');
    const dress = products.find((p) => p.name === 'Gulmohar Tiered Maxi Dress');
    expect(dress).toMatchObject({ genericName: "Women's dress" });
    expect(dress).not.toHaveProperty('netQuantity');
    const { body } = await admin(app.store, 'GET', '/products?limit=100', staff);
    expect(body.products.filter((p: { missing: string[] }) => p.missing.length > 0)).toEqual([]);
  });
});

describe('the console fields', () => {
  it('saves a product’s own declarations, replies with none missing, and the product list carries them', async () => {
    const own = {
      genericName: "Women's dress",
      netQuantity: '1 N',
      countryOfOrigin: 'Bangladesh',
      makerRole: 'manufacturer',
      makerName: 'Dhaka Looms Ltd',
      makerAddress: 'Plot 7, Tejgaon, Dhaka 1208, Bangladesh',
      consumerCare: 'care@saanjh.example',
    };
    // Sent with spaces around the generic name: saved trimmed.
    const res = await create({ ...DRESS, ...own, genericName: "  Women's dress " });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ ...own, missing: [] });
    expect(await listed(DRESS.name)).toMatchObject(own);
  });

  it('clears a declaration with "" or null: the store default applies again and the list leaves it out', async () => {
    const { body } = await create({
      ...DRESS,
      name: 'Cleared Cotton Dress',
      genericName: 'Dress',
      countryOfOrigin: 'Nepal',
    });
    const res = await patch(body.product._id, { countryOfOrigin: '', makerName: null });
    expect(res.status).toBe(200);
    expect(res.body.product).not.toHaveProperty('countryOfOrigin');
    expect(res.body.product.missing).toEqual([]);
    const shown = await listed('Cleared Cotton Dress');
    expect(shown).not.toHaveProperty('countryOfOrigin');
    expect(shown).toMatchObject({ genericName: 'Dress' });
  });

  it('says what a product without its generic name lacks, in the reply and in the console list', async () => {
    const { body } = await create({ ...DRESS, name: 'Nameless Kind Dress' });
    expect(body.product.missing).toEqual(['Generic name']);
    const list = await admin(app.store, 'GET', '/products?q=Nameless', staff);
    expect(list.body.products[0]).toMatchObject({ name: 'Nameless Kind Dress', missing: ['Generic name'] });
    // Cleared on the product and with no store default for it: still missing after an edit of something else.
    const edited = await patch(body.product._id, { price: 2099 });
    expect(edited.body.product.missing).toEqual(['Generic name']);
    await patch(body.product._id, { genericName: "Women's dress" });
  });

  it.each([
    ['an unknown role', { makerRole: 'maker' }, "Maker's role is one of manufacturer, packer, importer, marketer"],
    ['a long generic name', { genericName: 'x'.repeat(81) }, 'Generic name must be at most 80 characters'],
    ['a long address', { makerAddress: 'x'.repeat(301) }, "Maker's address must be at most 300 characters"],
    ['a number for a country', { countryOfOrigin: 91 }, 'Country of origin is text'],
  ])('refuses %s with 400 naming the field, on create and on edit', async (_what, bad, message) => {
    const res = await create({ ...DRESS, name: 'Refused Declaration Dress', ...bad });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false });
    expect(res.body.message).toContain(message);
    const { body } = await admin(app.store, 'GET', '/products?q=Declared', staff);
    const id = body.products[0]._id;
    const patched = await patch(id, bad);
    expect(patched.status).toBe(400);
    expect(patched.body.message).toContain(message);
  });
});

describe('publishing', () => {
  it('refuses while a product on sale lacks a declaration, naming it and what it lacks; then publishes', async () => {
    const a = (await create({ ...DRESS, name: 'Undeclared Rose Dress' })).body.product;
    const b = (await create({ ...DRESS, name: 'Undeclared Lime Dress', makerName: '' })).body.product;
    const refused = await publish();
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      success: false,
      message:
        'Not published: 2 products lack the declarations the product page must show. Add them: ' +
        'Undeclared Lime Dress (Generic name); Undeclared Rose Dress (Generic name)',
    });
    expect(app.store.services.publisher.status().state).toBe('idle');

    // Archived, a product goes off the site: it no longer holds the publish back.
    await admin(app.store, 'POST', `/products/${b._id}/archive`, staff, { archived: true });
    expect((await publish()).body.message).toContain('1 product lacks the declarations');
    await patch(a._id, { genericName: "Women's dress" });
    const accepted = await publish();
    expect(accepted.status).toBe(200);
    await app.store.services.publisher.idle();
    expect(app.store.services.publisher.status().state).toBe('live');
  });

  it('names the first ten products and counts the rest', async () => {
    const made = [];
    for (let i = 0; i < 12; i++)
      made.push((await create({ ...DRESS, name: `Batch Dress ${String.fromCharCode(65 + i)}` })).body.product);
    const { body } = await publish();
    expect(body.message).toMatch(/^Not published: 12 products lack/);
    expect(body.message).toContain('Batch Dress J (Generic name); and 2 more');
    expect(body.message).not.toContain('Batch Dress K');
    for (const p of made) await admin(app.store, 'POST', `/products/${p._id}/archive`, staff, { archived: true });
  });
});
