// Checks of a parsed configuration that no single key's schema can make (env.ts runs them at start): keys that
// come in pairs, and what a production server must not start without.
import type { Env } from '#/server/env.ts';

/** What a production server must not start without. The static build skips these: it takes no payments. */
export function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.JWT_SECRET) problems.push('JWT_SECRET is required when NODE_ENV=production');
  // Without a real provider the sandboxes would run, and a sandbox hands goods out for a click.
  if (!env.RAZORPAY_KEY_ID && !env.STRIPE_SECRET_KEY)
    problems.push(
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or STRIPE_SECRET_KEY, must be set when NODE_ENV=production',
    );
  if (env.ADMIN_TOKEN && env.ADMIN_TOKEN.length < 32)
    problems.push('ADMIN_TOKEN must be at least 32 characters when NODE_ENV=production');
  for (const key of ['JWT_SECRET', 'ADMIN_TOKEN'] as const) {
    const secret = env[key];
    if (secret && bitsPerCharacter(secret) < MIN_SECRET_BITS_PER_CHARACTER)
      problems.push(
        `${key} is too easy to guess (too few different characters, or too repetitive) when NODE_ENV=production: ` +
          'use a random value, e.g. from `openssl rand -base64 32`',
      );
  }
  return problems;
}

/**
 * A production secret must look random. The measure is a Shannon estimate over the secret's own characters:
 * random text scores near log2 of its alphabet (hex 4 bits a character, base64 6), a placeholder far lower
 * ("aaaa…" 0, "changemechangeme…" 2.8, "abcdabcd…" 2). Counting distinct characters, or a bar of 3.5 bits,
 * would refuse real secrets: a 32-character `openssl rand -hex 16` lacks some of the 16 hex digits 9 times in
 * 10, and scores under 3.5 about 1 time in 5; under 3 only about 1 time in 13,000 (and 64 hex characters or
 * any base64 never: measured over 200,000 of each).
 */
const MIN_SECRET_BITS_PER_CHARACTER = 3;
function bitsPerCharacter(secret: string): number {
  const chars = [...secret];
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / chars.length) * Math.log2(n / chars.length);
  return bits;
}

/** MSG91 is all or nothing: half a configuration would fail on the first code a shopper waits for. */
export function msg91Problem(env: Env) {
  const { MSG91_AUTH_KEY: key, MSG91_TEMPLATE_ID: template, MSG91_SENDER_ID: sender } = env;
  if (key && !template) return 'MSG91_TEMPLATE_ID must be set when MSG91_AUTH_KEY is set';
  if (template && !key) return 'MSG91_AUTH_KEY must be set when MSG91_TEMPLATE_ID is set';
  if (sender && !key) return 'MSG91_AUTH_KEY and MSG91_TEMPLATE_ID must be set when MSG91_SENDER_ID is set';
  if (env.MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID && !key)
    return 'MSG91_AUTH_KEY and MSG91_TEMPLATE_ID must be set when MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID is set';
  return undefined;
}

/** WhatsApp too: a token without its number (or the other way round) would fail on the first message. */
export function whatsAppProblem({ WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId }: Env) {
  if (token && !phoneNumberId) return 'WHATSAPP_PHONE_NUMBER_ID must be set when WHATSAPP_TOKEN is set';
  if (phoneNumberId && !token) return 'WHATSAPP_TOKEN must be set when WHATSAPP_PHONE_NUMBER_ID is set';
  return undefined;
}
