// Password login limits that stop guessing without letting anyone lock a shopper out (docs/product/accounts.md#login).
// - per address: 50 attempts / 15 min, whatever the account;
// - per account and address: 10 failures / 15 min → 429 for that pair only;
// - per account: past 20 failures / 15 min from anywhere, only addresses the account has signed in from
//   before (or where its owner reset the password) may still try; others get 429 without a password check.
// Failures are counted before the password is checked (so parallel guesses cannot all slip under a limit)
// and given back on success. Unknown e-mails get exactly the same treatment, so nothing reveals an account.
import { createHmac } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { loginAddresses } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import { DUMMY_HASH, verifyPassword } from '#/server/auth/password.ts';
import type { RateLimiter } from '#/server/shared/rate-limit.service.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_LIMITS = { perAddress: 50, perPair: 10, perAccount: 20 };
/** An address counts as the owner's for this long after her last sign-in from it. */
const KNOWN_FOR_MS = 180 * 24 * 3_600_000;

const TOO_MANY = 'Too many login attempts. Please try again in 15 minutes.';
const UNDER_ATTACK =
  'Too many failed logins for this account. Please try again later, or reset your password to sign in from here.';

type Account = { id: string; passwordHash: string };

export function createLoginService(deps: {
  db: Db;
  limiter: RateLimiter;
  secret: string;
  now: () => Date;
  findUser: (email: string) => Promise<Account | undefined>;
}) {
  const { db, limiter, now } = deps;
  // Keyed, so the table holds no client address; a new JWT_SECRET simply forgets the known addresses.
  const addressHash = (ip: string) =>
    createHmac('sha256', deps.secret).update(`login-address:${ip}`).digest('base64url');

  async function isKnown(userId: string, ip: string): Promise<boolean> {
    const [row] = await db
      .select({ userId: loginAddresses.userId })
      .from(loginAddresses)
      .where(
        and(
          eq(loginAddresses.userId, userId),
          eq(loginAddresses.addressHash, addressHash(ip)),
          gt(loginAddresses.lastSeenAt, new Date(now().getTime() - KNOWN_FOR_MS)),
        ),
      );
    return !!row;
  }

  /** Records that the account's owner proved herself from `ip` (password, sign-up or reset code). */
  async function rememberAddress(userId: string, ip: string): Promise<void> {
    const at = now();
    await db
      .insert(loginAddresses)
      .values({ userId, addressHash: addressHash(ip), lastSeenAt: at })
      .onConflictDoUpdate({ target: [loginAddresses.userId, loginAddresses.addressHash], set: { lastSeenAt: at } });
  }

  /** The user id when the password is right; 401 alike for a wrong password and an unknown e-mail. */
  async function login(email: string, password: string, ip: string): Promise<string> {
    const pairKey = `login:pair:${email}:${ip}`;
    const accountKey = `login:account:${email}`;
    await limiter.hit({
      key: `login:ip:${ip}`,
      max: LOGIN_LIMITS.perAddress,
      windowMs: LOGIN_WINDOW_MS,
      message: TOO_MANY,
    });
    await limiter.hit({ key: pairKey, max: LOGIN_LIMITS.perPair, windowMs: LOGIN_WINDOW_MS, message: TOO_MANY });
    const accountFailures = await limiter.take(accountKey, LOGIN_WINDOW_MS);
    const user = await deps.findUser(email);
    if (accountFailures > LOGIN_LIMITS.perAccount && !(user && (await isKnown(user.id, ip))))
      throw new AppError('rate_limited', UNDER_ATTACK);
    const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok) throw new AppError('unauthorized', 'Invalid email or password');
    await limiter.release(pairKey, LOGIN_WINDOW_MS);
    await limiter.release(accountKey, LOGIN_WINDOW_MS);
    await rememberAddress(user.id, ip);
    return user.id;
  }

  return { login, rememberAddress };
}
