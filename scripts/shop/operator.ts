// How `npm run shop` reaches the store and proves it is the operator, and what it says when it cannot. The token
// is ADMIN_TOKEN when set, else the one a local server made in its DATA_DIR (src/server/dev-secrets.ts), so the
// README's first-owner command works on a store `npm start` started with no configuration. Each failure says what
// to do next, not only what the server answered.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPERATOR_TOKEN_FILE } from '#/server/dev-secrets.ts';

export type Operator = {
  /** The store's origin, e.g. http://127.0.0.1:4321. */
  base: string;
  token?: string;
  /** Where the token came from: "ADMIN_TOKEN", or the file's path. */
  source: string;
  /** The token file of this DATA_DIR (read when ADMIN_TOKEN is unset). */
  file: string;
};

export function operatorFrom(env: NodeJS.ProcessEnv): Operator {
  const base = (env.SHOP_API_URL || env.PUBLIC_API_URL || `http://127.0.0.1:${env.PORT || 4321}`).replace(/\/$/, '');
  const file = join(env.DATA_DIR || '.data', OPERATOR_TOKEN_FILE);
  if (env.ADMIN_TOKEN) return { base, token: env.ADMIN_TOKEN, source: 'ADMIN_TOKEN', file };
  try {
    return { base, token: readFileSync(file, 'utf8').trim() || undefined, source: file, file };
  } catch {
    return { base, source: file, file };
  }
}

/** Why there is no token, and how to get one. */
export function noTokenMessage(op: Operator): string {
  return (
    `No operator token: ADMIN_TOKEN is unset and there is no ${op.file}. Start the store with \`npm start\` ` +
    '(a local start writes that file; run this command from the same folder, with the same DATA_DIR), or set ' +
    'ADMIN_TOKEN to the value the server runs with (a production server accepts only the ADMIN_TOKEN it was given).'
  );
}

/** A transport failure: nothing answers at the address. */
export function unreachableMessage(op: Operator, error: unknown): string {
  const why = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return (
    `No store answers at ${op.base}${why}. Start it with \`npm start\` in another terminal, or point this ` +
    'command at it with PORT (the port it listens on) or SHOP_API_URL (its address).'
  );
}

/** A refusal, with what to do when it is the token that was refused. */
export function refusedMessage(op: Operator, status: number, message: string): string {
  if (status !== 401) return message;
  if (op.source === 'ADMIN_TOKEN')
    return (
      `The store at ${op.base} did not accept ADMIN_TOKEN ("${message}"). Set ADMIN_TOKEN to the value the ` +
      `server runs with, or unset it to use the token a local \`npm start\` writes into ${op.file}.`
    );
  return (
    `The store at ${op.base} did not accept the operator token in ${op.file} ("${message}"): it runs with ` +
    'another DATA_DIR or its own ADMIN_TOKEN. Run this command with its DATA_DIR, or set ADMIN_TOKEN to its token.'
  );
}

/** Calls /api/admin{path} as the operator; throws an Error whose message says what to do. */
export async function callAdmin(
  op: Operator,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  if (!op.token) throw new Error(noTokenMessage(op));
  let res: Response;
  try {
    res = await fetch(`${op.base}/api/admin${path}`, {
      method,
      headers: { Authorization: `Bearer ${op.token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new Error(unreachableMessage(op, error));
  }
  const data = (await res.json().catch(() => ({ success: false, message: `HTTP ${res.status}` }))) as Record<
    string,
    unknown
  >;
  if (!data.success) throw new Error(refusedMessage(op, res.status, String(data.message ?? `HTTP ${res.status}`)));
  return data;
}
