// `npm run shop -- <command>`: the store owner's CLI over the operator API (ADMIN_TOKEN must be set on
// the server and here). Commands:
//   orders [limit]                    list recent orders
//   status <orderId> <status> [awb]   move an order along (e.g. Shipped AWB123, Delivered)
//   returns                           list open return and exchange requests
//   complete <requestId>              complete a return (credits the wallet) or an exchange
const base = (
  process.env.SHOP_API_URL ||
  process.env.PUBLIC_API_URL ||
  `http://127.0.0.1:${process.env.PORT || 4321}`
).replace(/\/$/, '');
const token = process.env.ADMIN_TOKEN;
const [command, ...args] = process.argv.slice(2);

async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${base}/api/admin${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({ success: false, message: `HTTP ${res.status}` }))) as Record<
    string,
    unknown
  >;
  if (!data.success) throw new Error(String(data.message ?? `HTTP ${res.status}`));
  return data;
}

async function main() {
  if (!token) throw new Error('Set ADMIN_TOKEN (the same value the server runs with).');
  switch (command) {
    case 'orders': {
      const { orders } = (await call('GET', `/orders?limit=${Number(args[0]) || 20}`)) as {
        orders: Record<string, unknown>[];
      };
      for (const o of orders) {
        const when = String(o.date).slice(0, 16);
        const items = (o.items as string[]).join('\n    ');
        console.log(`${o._id}  ${when}  ${o.payment}  ${o.status}  ₹${o.amount}  ${o.customer}\n    ${items}`);
      }
      return;
    }
    case 'status': {
      const [orderId, status, awb] = args;
      if (!orderId || !status) throw new Error('usage: status <orderId> <status> [awb]');
      console.log((await call('POST', `/orders/${encodeURIComponent(orderId)}/status`, { status, awb })).message);
      return;
    }
    case 'returns': {
      const { requests } = (await call('GET', '/returns')) as { requests: Record<string, unknown>[] };
      for (const r of requests)
        console.log(`${r.id}  ${r.kind}  order ${r.orderId}  ${r.kind === 'exchange' ? `→ ${r.newSize}` : r.reason}`);
      if (requests.length === 0) console.log('No open requests.');
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
    default:
      console.log(
        'usage: npm run shop -- orders [limit] | status <orderId> <status> [awb] | returns | complete <requestId>',
      );
  }
}

main().catch((error: Error) => {
  console.error(`shop: ${error.message}`);
  process.exit(1);
});
