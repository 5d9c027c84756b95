// Nothing is lost across a mail server's outage and a killed process: a paid order's confirmation that the SMTP
// server refuses stays queued for its retry; the worker process that holds it is killed (SIGKILL, no goodbye)
// before the retry; a new process sends it once the server takes mail again, exactly once. Real SMTP
// (smtp-server), real processes, PGlite on disk.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, inject, it } from 'vitest';
import { openPgliteImage } from '#/server/db/client.ts';
import { pgliteImage } from '#/server/test/pglite-image.ts';
import { spawnWorker } from '#/server/test/spawn-worker.ts';
import { and, eq } from 'drizzle-orm';
import { createApp } from '#/server/app.ts';
import { notifications } from '#/server/db/schema/index.ts';
import { testEnv } from '#/server/test/test-app.ts';
import { call, catalogLines, checkoutBody, createShopper, pay } from '#/server/test/checkout.ts';

type Delivery = { subject: string; messageId: string };

/** An SMTP server that refuses order confirmations (451, try later) while `refusing`, and keeps what it takes. */
async function mailServer() {
  const state = { refusing: true, refused: 0, accepted: [] as Delivery[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk) => (data += chunk));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(data)?.[1]?.trim() ?? '';
        const messageId = /^Message-ID: (.*)$/im.exec(data)?.[1]?.trim() ?? '';
        if (state.refusing && subject.endsWith('confirmed')) {
          state.refused++;
          return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        }
        state.accepted.push({ subject, messageId });
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address() as AddressInfo;
  return {
    state,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function until(what: string, ok: () => boolean, ms = 40_000) {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const dir = mkdtempSync(join(resolve('.data'), 'crash-'));
const workers: ChildProcess[] = [];
afterAll(() => {
  for (const worker of workers) worker.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

it('a refused confirmation survives a SIGKILL and arrives exactly once after the restart', async () => {
  const smtp = await mailServer();
  // The first retry comes 45–90 s after the refusal: after the first worker is killed. It must come after: a worker
  // that takes the job and is then killed leaves it active until pg-boss expires it (15 minutes), and a cold worker
  // on a busy 2-core machine took more than 10 s to start (seen in CI with a 10 s retry).
  const settings = { DATA_DIR: dir, SMTP_URL: smtp.url, NOTIFY_RETRY_SECONDS: '45', TRUST_PROXY: 'true' };
  // The order, paid in this process: the confirmation's first attempt is refused and it waits for a retry.
  const database = await openPgliteImage(await pgliteImage(inject('pgliteRunDir')!), join(dir, 'pglite'));
  const shop = await createApp({ env: testEnv(settings), database });
  const who = await createShopper(shop, new Date());
  const [line] = await catalogLines(shop);
  const placed = await call(shop, '/api/order/razorpay', await checkoutBody(shop, [[line!, 1]]), who);
  expect(placed.status).toBe(200);
  const orderId = placed.body.order.receipt as string;
  expect((await pay(shop, who, placed.body.order.id)).status).toBe(200);
  expect(smtp.state.refused).toBe(1);
  await shop.close();

  // A worker process opens the queue, polls it, and is killed before the retry is due.
  const start = () => {
    const worker = spawnWorker(settings);
    workers.push(worker.process);
    return worker;
  };
  const first = start();
  await until('the first worker', first.ready);
  first.process.kill('SIGKILL');
  await new Promise((r) => first.process.once('exit', r));
  expect(smtp.state.refused).toBe(1);

  // The server takes mail again; a new process finds the job and sends it.
  smtp.state.refusing = false;
  const second = start();
  const confirmations = () => smtp.state.accepted.filter((m) => m.subject.endsWith(`order ${orderId} confirmed`));
  await until('the confirmation', () => confirmations().length > 0, 150_000);
  await new Promise((r) => setTimeout(r, 4000)); // two more polls: nothing is sent twice
  second.process.kill('SIGTERM');
  await new Promise((r) => second.process.once('exit', r));
  expect(confirmations()).toHaveLength(1);

  const after = await createApp({ env: testEnv(settings), seed: false });
  const [row] = await after.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.orderId, orderId), eq(notifications.event, 'order.placed')));
  await after.close();
  await smtp.close();
  expect(row).toMatchObject({ status: 'sent', lastError: null });
  expect(row!.attempts).toBe(2);
  expect(confirmations()[0]!.messageId).toContain(row!.id);
}, 270_000);
