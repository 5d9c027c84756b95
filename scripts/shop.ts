// `npm run shop -- <command>`: the store owner's CLI over the operator API, with ADMIN_TOKEN, or when it is unset
// the operator token a local server wrote into DATA_DIR (scripts/shop/operator.ts). The store must be running
// (PORT or SHOP_API_URL say where). Commands:
//   orders [limit]                    list recent orders
//   status <orderId> <status> [awb] [courier]
//                                     move an order one step along: Packing, then Shipped with the AWB and
//                                     courier (Shipped AWB123 Blue Dart), "Out for Delivery", Delivered
//   status <orderId> Cancelled <reason…>
//                                     cancel it before it ships; the shopper is told the reason (the rest of
//                                     the line), her stock, store credit and coupon go back
//   refund-paid <orderId> <reference> record the refund a cancelled order owed as paid (UTR or provider refund id)
//   returns                           list open return and exchange requests, each with its next steps
//   approve <requestId> [pickupAwb]   approve a request (with the pickup's AWB when the store collects it)
//   receive <requestId>               the parcel came back and was checked
//   ship <requestId> <awb>            an exchange's replacement is on its way
//   complete <requestId>              complete a received return (credits the wallet) or a shipped exchange
//   refuse <requestId> <reason…>      refuse a request (until its parcel was checked)
//   notifications [failed|all]        messages sent after a sale (failed by default), with the provider's answer
//   notifications retry [id…]         send failed messages again (every failed one when no ids are given)
//   daily                             run the daily job now (owner): store credit expiring in 7 days, the
//                                     store's digest; prints what it queued (nothing twice: once a day, once a lot)
//   staff add <email> owner|staff     give a store account access to the console (/admin)
//   staff remove <email>              take it away (the last owner stays)
//   staff list                        who has access
//   publish [--wait]                  rebuild the static site from the live catalog (and wait for it)
//   vitals                            shoppers' LCP, INP and CLS: p75 per page type over the last 7 days
import { eventWords } from '#/lib/notifications.ts';
import { formatMetric, METRICS, type Metric, type Rating } from '#/lib/vitals.ts';
import { callAdmin, operatorFrom } from './shop/operator.ts';

const operator = operatorFrom(process.env);
const [command, ...args] = process.argv.slice(2);

const call = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  callAdmin(operator, method, path, body);

async function main() {
  switch (command) {
    case 'orders': {
      const { orders } = (await call('GET', `/orders?limit=${Number(args[0]) || 20}`)) as {
        orders: Record<string, unknown>[];
      };
      type Item = { name: string; size: string; quantity: number; status: string };
      for (const o of orders) {
        const when = String(o.placedAt).slice(0, 16);
        const customer = o.customer as { name: string; city: string; zipcode: string };
        const items = (o.items as Item[]).map((i) => `${i.name} (${i.size}) × ${i.quantity} [${i.status}]`);
        console.log(
          `${o._id}  ${when}  ${o.paymentState}/${o.paymentMethod}  ${o.status}  ₹${o.amount}  ` +
            `${customer.name}, ${customer.city} ${customer.zipcode}\n    ${items.join('\n    ')}`,
        );
      }
      return;
    }
    case 'status': {
      const [orderId, status, ...rest] = args;
      if (!orderId || !status)
        throw new Error('usage: status <orderId> <status> [awb] [courier] | status <orderId> Cancelled <reason…>');
      const path = `/orders/${encodeURIComponent(orderId)}/status`;
      if (status === 'Cancelled') {
        // The reason is the rest of the line, words and all; the shopper reads it in her mail.
        const reason = rest.join(' ').trim();
        if (!reason) throw new Error('usage: status <orderId> Cancelled <reason…> (the shopper is told the reason)');
        console.log((await call('POST', path, { status, reason })).message);
        return;
      }
      // The courier may be words ("Blue Dart"): the rest of the line.
      const [awb, ...courierWords] = rest;
      const courier = courierWords.join(' ') || undefined;
      console.log((await call('POST', path, { status, awb, courier })).message);
      return;
    }
    case 'refund-paid': {
      const [orderId, reference] = args;
      if (!orderId || !reference) throw new Error('usage: refund-paid <orderId> <reference>');
      console.log((await call('POST', `/orders/${encodeURIComponent(orderId)}/refund-paid`, { reference })).message);
      return;
    }
    case 'returns': {
      const { requests } = (await call('GET', '/returns')) as { requests: Record<string, unknown>[] };
      for (const r of requests) {
        const next = (r.nextSteps as string[]).join(', ') || 'none';
        const what = r.kind === 'exchange' ? `→ ${r.newSize}` : r.reason;
        console.log(`${r.id}  ${r.kind}  ${r.state}  order ${r.orderId}  ${what}  (next: ${next})`);
      }
      if (requests.length === 0) console.log('No open requests.');
      return;
    }
    case 'approve': {
      const [id, pickupAwb] = args;
      if (!id) throw new Error('usage: approve <requestId> [pickupAwb]');
      console.log(
        (await call('POST', `/returns/${encodeURIComponent(id)}/approve`, pickupAwb ? { pickupAwb } : {})).message,
      );
      return;
    }
    case 'receive': {
      if (!args[0]) throw new Error('usage: receive <requestId>');
      console.log((await call('POST', `/returns/${encodeURIComponent(args[0])}/receive`, {})).message);
      return;
    }
    case 'ship': {
      const [id, awb] = args;
      if (!id || !awb) throw new Error('usage: ship <requestId> <awb>');
      console.log((await call('POST', `/returns/${encodeURIComponent(id)}/ship-replacement`, { awb })).message);
      return;
    }
    case 'refuse': {
      const [id, ...words] = args;
      if (!id || words.length === 0) throw new Error('usage: refuse <requestId> <reason…>');
      console.log(
        (await call('POST', `/returns/${encodeURIComponent(id)}/refuse`, { reason: words.join(' ') })).message,
      );
      return;
    }
    case 'complete': {
      if (!args[0]) throw new Error('usage: complete <requestId>');
      const r = await call('POST', `/returns/${encodeURIComponent(args[0])}/complete`);
      console.log(
        r.kind === 'return'
          ? `Return completed; ₹${Number(r.creditPaise) / 100} store credit added.`
          : 'Exchange completed.',
      );
      return;
    }
    case 'notifications': {
      const [action, ...ids] = args;
      if (action === 'retry') {
        const { retried } = (await call('POST', '/notifications/retry', ids.length ? { ids } : {})) as {
          retried: number;
        };
        console.log(
          retried === 0
            ? 'Nothing to send again: no failed message matched.'
            : `${retried} message${retried === 1 ? '' : 's'} queued to send again.`,
        );
        return;
      }
      if (action !== undefined && action !== 'failed' && action !== 'all')
        throw new Error('usage: notifications [failed|all] | notifications retry [id…]');
      const status = action ?? 'failed';
      type Row = {
        id: string;
        event: string;
        channel: string;
        recipient: string;
        orderId: string | null;
        status: string;
        attempts: number;
        lastError: string | null;
        createdAt: string;
      };
      const { notifications } = (await call('GET', `/notifications?status=${status}&limit=100`)) as {
        notifications: Row[];
      };
      for (const n of notifications) {
        const order = n.orderId ? `order ${n.orderId}` : '';
        console.log(
          `${n.id}  ${n.createdAt.slice(0, 16)}  ${n.status.padEnd(7)}  ${n.channel.padEnd(8)}  ${n.recipient}  ` +
            `${eventWords(n.event)}  ${order}  (${n.attempts} ${n.attempts === 1 ? 'try' : 'tries'})` +
            (n.lastError ? `\n    ${n.lastError}` : ''),
        );
      }
      if (notifications.length === 0) console.log(status === 'failed' ? 'No failed messages.' : 'No messages yet.');
      return;
    }
    case 'daily': {
      type Daily = {
        day: string;
        credits: number;
        digest: 'queued' | 'already_queued' | 'no_store_email';
        digestTo: string | null;
        schedule: { cron: string; timezone: string } | null;
      };
      const r = (await call('POST', '/notifications/daily')) as unknown as Daily;
      console.log(`Daily job for ${r.day} (India):`);
      console.log(
        r.credits === 0
          ? '  store credit expiring within 7 days: nothing new to tell'
          : `  store credit expiring within 7 days: ${r.credits} ${r.credits === 1 ? 'reminder' : 'reminders'} queued`,
      );
      const digest = {
        queued: `queued to ${r.digestTo}`,
        already_queued: `already queued today (to ${r.digestTo})`,
        no_store_email: 'not sent: STORE_EMAIL is unset',
      };
      console.log(`  the store's digest: ${digest[r.digest]}`);
      console.log(
        r.schedule
          ? `It also runs by itself (cron "${r.schedule.cron}", ${r.schedule.timezone}).`
          : 'It is not scheduled yet: a store process schedules it when it starts.',
      );
      return;
    }
    case 'staff': {
      const [action, email, role] = args;
      if (action === 'add' && email && (role === 'owner' || role === 'staff')) {
        const { staff } = (await call('POST', '/staff', { email, role })) as { staff: { email: string; role: string } };
        console.log(`${staff.email} is now ${staff.role}. They sign in at /login and open /admin.`);
      } else if (action === 'remove' && email) {
        console.log((await call('DELETE', `/staff/${encodeURIComponent(email)}`)).message);
      } else if (action === 'list') {
        const { staff } = (await call('GET', '/staff')) as { staff: { email: string; name: string; role: string }[] };
        for (const s of staff) console.log(`${s.role.padEnd(6)}  ${s.email}  ${s.name}`);
        if (staff.length === 0)
          console.log('No staff yet: sign the account up at /login, then `npm run shop -- staff add <email> owner`.');
      } else throw new Error('usage: staff add <email> owner|staff | staff remove <email> | staff list');
      return;
    }
    case 'publish': {
      type Publish = { state: string; durationMs: number | null; error: string | null; queued: boolean };
      let { publish } = (await call('POST', '/publish')) as { publish: Publish };
      console.log(`Publish ${publish.queued ? 'queued after the running build' : 'started'}.`);
      if (!args.includes('--wait')) return;
      while (publish.state === 'building' || publish.queued) {
        await new Promise((r) => setTimeout(r, 1000));
        ({ publish } = (await call('GET', '/publish')) as { publish: Publish });
      }
      if (publish.state === 'failed') throw new Error(publish.error ?? 'the build failed');
      console.log(`The site is live (${((publish.durationMs ?? 0) / 1000).toFixed(1)} s).`);
      return;
    }
    case 'vitals': {
      type Row = { page: string; metric: Metric; p75: number; samples: number; rating: Rating };
      const { rows, days } = (await call('GET', '/vitals')) as { rows: Row[]; days: number };
      if (rows.length === 0) {
        console.log(`No visits reported in the last ${days} days.`);
        return;
      }
      const mark: Record<Rating, string> = { good: 'good', 'needs-improvement': 'needs work', poor: 'POOR' };
      const column = (r: Row | undefined) =>
        (r ? `${formatMetric(r.metric, r.p75)} ${mark[r.rating]} (${r.samples})` : '–').padEnd(26);
      console.log(`p75 over the last ${days} days (visits in brackets)`);
      console.log(`${'page'.padEnd(10)}${METRICS.map((m) => m.padEnd(26)).join('')}`.trimEnd());
      for (const page of [...new Set(rows.map((r) => r.page))]) {
        const cells = METRICS.map((m) => column(rows.find((r) => r.page === page && r.metric === m)));
        console.log(`${page.padEnd(10)}${cells.join('')}`.trimEnd());
      }
      return;
    }
    default:
      console.log(
        'usage: npm run shop -- orders [limit] | status <orderId> <status> [awb] [courier]\n' +
          '       | status <orderId> Cancelled <reason…> | refund-paid <orderId> <reference> | returns\n' +
          '       | approve <requestId> [pickupAwb] | receive <requestId> | ship <requestId> <awb>\n' +
          '       | complete <requestId> | refuse <requestId> <reason…>\n' +
          '       | notifications [failed|all] | notifications retry [id…] | daily\n' +
          '       | staff add <email> owner|staff | staff remove <email> | staff list | publish [--wait] | vitals',
      );
  }
}

main().catch((error: Error) => {
  console.error(`shop: ${error.message}`);
  process.exit(1);
});
