import { describe, expect, it } from 'vitest';
import { describeAudit, knowsAction } from './audit-words.ts';

const by = { actor: 'asha@example.com', actorName: 'Asha' };

describe('describeAudit', () => {
  it('says a price change in words and rupees, the old price first', () => {
    const text = describeAudit({
      ...by,
      action: 'product.update',
      target: 'prd_1',
      detail: { name: 'Mehendi Dress', price: 1290, before: { price: 1450 } },
    });
    expect(text).toBe('Asha changed the price of Mehendi Dress from ₹1,450 to ₹1,290');
  });

  it('lists several product changes, naming a rename by the old name', () => {
    const text = describeAudit({
      ...by,
      action: 'product.update',
      target: 'prd_1',
      detail: {
        name: 'Mehendi Dress',
        mrp: 1999,
        description: 'New words',
        before: { name: 'Mehendi Dress', mrp: null },
      },
    });
    expect(text).toBe('Asha changed the MRP of Mehendi Dress from none to ₹1,999 and the description');
  });

  it('reads a change recorded before old values were kept ("to" only)', () => {
    const text = describeAudit({ ...by, action: 'product.update', target: 'p', detail: { name: 'Kurta', price: 999 } });
    expect(text).toBe('Asha changed the price of Kurta to ₹999');
  });

  it('says a product made as a draft, and its publishing', () => {
    const made = { name: 'Mehendi Kurta Set', price: 2450, draft: true };
    expect(describeAudit({ ...by, action: 'product.create', target: 'prd_1', detail: made })).toBe(
      'Asha added the product Mehendi Kurta Set at ₹2,450 as a draft',
    );
    expect(describeAudit({ ...by, action: 'product.publish', target: 'prd_1', detail: { name: made.name } })).toBe(
      'Asha published Mehendi Kurta Set: it is on sale',
    );
  });

  it('says stock moves, coupons switched and orders moved', () => {
    expect(
      describeAudit({
        ...by,
        action: 'stock.adjust',
        target: 'prd_1',
        detail: { size: 'M', delta: 5, stock: 8, reason: 'Restock' },
      }),
    ).toBe('Asha added 5 pieces to size M of product prd_1, leaving 8 (Restock)');
    expect(describeAudit({ ...by, action: 'coupon.update', target: 'MONSOON15', detail: { active: false } })).toBe(
      'Asha disabled coupon MONSOON15',
    );
    expect(
      describeAudit({
        ...by,
        action: 'coupon.create',
        target: 'FESTIVE250',
        detail: { kind: 'fixed', value: 250 },
      }),
    ).toBe('Asha created coupon FESTIVE250: ₹250 off');
    expect(
      describeAudit({
        ...by,
        action: 'order.status',
        target: 'ord_9',
        detail: { status: 'Shipped', awb: 'E2E-42', courier: 'Blue Dart' },
      }),
    ).toBe('Asha moved order ord_9 to Shipped (AWB E2E-42, Blue Dart)');
    expect(
      describeAudit({
        ...by,
        action: 'order.refund_paid',
        target: 'ord_9',
        detail: { amount: 2499, reference: 'UTR123456789012' },
      }),
    ).toBe('Asha marked the refund of ₹2,499 on order ord_9 paid (UTR123456789012)');
  });

  it('says a reply to a request or a message, and a status set by hand with the one it had', () => {
    const reply = { reply: 'Yes, we can.', status: 'in_progress' };
    expect(describeAudit({ ...by, action: 'request.update', target: 'cus_1', detail: reply })).toBe(
      'Asha replied to custom request cus_1 (now in progress)',
    );
    expect(
      describeAudit({ ...by, action: 'contact.update', target: 'msg_1', detail: { status: 'done', from: 'new' } }),
    ).toBe('Asha marked contact message msg_1 done (it was new)');
  });

  it('says a restock of several sizes, added to or set', () => {
    const sizes = [
      { size: 'S', from: 0, to: 5 },
      { size: 'M', from: 2, to: 5 },
    ];
    const detail = { name: 'Mehendi Dress', mode: 'add', reason: 'New batch', sizes };
    expect(describeAudit({ ...by, action: 'stock.restock', target: 'prd_1', detail })).toBe(
      'Asha added stock to Mehendi Dress: S +5 (now 5) and M +3 (now 5) (New batch)',
    );
    const counted = { ...detail, mode: 'set', reason: 'Counted', sizes: [{ size: 'L', from: 4, to: 1 }] };
    expect(describeAudit({ ...by, action: 'stock.restock', target: 'prd_1', detail: counted })).toBe(
      'Asha set the stock of Mehendi Dress: L to 1 (was 4) (Counted)',
    );
  });

  it('names the actor by e-mail or "automation" when there is no account name', () => {
    expect(describeAudit({ actor: 'automation', action: 'site.publish', target: 'site', detail: {} })).toBe(
      'automation published the shop',
    );
  });

  it('falls back to the action and target for an action it does not know', () => {
    expect(knowsAction('future.thing')).toBe(false);
    expect(describeAudit({ ...by, action: 'future.thing', target: 'x1', detail: { a: 1 } })).toBe(
      'Asha: future.thing on x1',
    );
  });
});
