// What the message channels' adapter tests share (SMS, WhatsApp, mail): a fresh folder and an empty log for each
// test, the numbers no channel may send to, the DeliveryError a failed send must end in, an address nothing
// listens on, and a JSON POST to a fake provider.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import { DeliveryError } from '#/server/adapters/delivery-error.ts';
import { createLogger } from '#/server/logger.ts';

/** Strings that are not a 10-digit Indian mobile number, the only kind a channel sends to. */
export const NOT_MOBILES = [
  '../../etc/passwd',
  '+919876543210',
  '919876543210',
  '5876543210',
  '98765 43210',
  '987654321',
];

/**
 * Hooks for the test file: before each test a new temporary folder (`folder()`, removed after it) and an empty
 * `logged`, the lines the loggers `log()` makes write.
 */
export function freshFolderAndLog(prefix: string) {
  const logged: string[] = [];
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    logged.length = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  return { logged, log: () => createLogger('info', {}, (line) => logged.push(line)), folder: () => dir };
}

/** The rejection of a promise, which must be one. */
export const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('expected a rejection'),
    (e: unknown) => e,
  );

/** The DeliveryError a send ends in, which it must: `message` for the shopper, an answer without `secret`. */
export async function deliveryRefusal(promise: Promise<unknown>, message: string, secret?: RegExp) {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(DeliveryError);
  expect(error).toMatchObject({ kind: 'rule', message });
  if (secret) expect((error as DeliveryError).answer).not.toMatch(secret);
  return error as DeliveryError;
}

/** A local port nothing listens on (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A JSON POST, as a provider's API takes it. */
export const postJsonTo = (url: string, body: unknown, headers: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
