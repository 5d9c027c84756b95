// Accounts (docs/product/accounts.md): e-mail OTP sign-up, login,
// password reset, sessions that logout and reset revoke. Replies never reveal more than the flow needs.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { sessions, users } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import type { Logger } from '#/server/logger.ts';
import type { Mail, Mailer } from '#/server/adapters/mail/mailer.ts';
import { hashPassword } from '#/server/auth/password.ts';
import { signToken, verifyToken } from '#/server/auth/tokens.ts';
import type { RateLimiter } from '#/server/shared/rate-limit.service.ts';
import type { WalletService } from '#/server/modules/returns/index.ts';
import { accountExistsMail, otpMail } from './auth-mails.ts';
import { createLoginService } from './login.service.ts';
import { createOtpService, OTP_IP_LIMIT_PER_HOUR } from './otp.service.ts';
import { newId } from '#/domain/ids.ts';
import { toRupees } from '#/domain/money.ts';

export const SESSION_DAYS = 7;
const HOUR = 3_600_000;

type SessionUser = { id: string; name: string; email: string; sessionId: string; expiresAt: Date };
const SESSION_CACHE_SIZE = 10_000;

/**
 * `cacheSessions`: this process is the database's only writer (PGlite), so a live session it has read
 * stays live until this process revokes it; logout and password reset drop it here as they revoke it.
 * Saves a query on every signed-in request. Never on a shared PostgreSQL, where another instance may revoke.
 */
export function createAuthService(deps: {
  db: Db;
  secret: string;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The account page shows the store-credit balance, which the wallet owns. */
  wallet: Pick<WalletService, 'credits'>;
  now: () => Date;
  storeName: string;
  siteUrl?: string;
  log?: Logger;
  cacheSessions?: boolean;
  otpIpLimitPerHour?: number;
}) {
  const { db, mailer, limiter, now } = deps;
  const { storeName } = deps;
  const liveSessions = new Map<string, SessionUser>();
  function remember(user: SessionUser) {
    if (!deps.cacheSessions) return;
    if (liveSessions.size >= SESSION_CACHE_SIZE) liveSessions.delete(liveSessions.keys().next().value!);
    liveSessions.set(user.sessionId, user);
  }
  // The static build opens the app without a signing key; it never signs or checks a token.
  if (!deps.secret) throw new Error('JWT_SECRET is missing (main.ts generates one for local runs)');
  const secret = deps.secret;
  const ipLimitPerHour = deps.otpIpLimitPerHour ?? OTP_IP_LIMIT_PER_HOUR;
  const otps = createOtpService({ db, secret, limiter, now, ipLimitPerHour });
  // Codes tried from one client address in an hour (sign-up and reset together): every code that address may
  // ask for, with room for a mistyped one in two (30 at the default 20 codes).
  const verifyIpLimit = Math.ceil(ipLimitPerHour * 1.5);
  const verifyLimit = (ip: string) =>
    limiter.hit({
      key: `verify:ip:${ip}`,
      max: verifyIpLimit,
      windowMs: HOUR,
      message: 'Too many attempts. Please try again later.',
    });
  const logins = createLoginService({ db, limiter, secret, now, findUser });

  /**
   * Sent without waiting: the reply takes as long whether or not there is an account (and a mail to send),
   * and a mail server's hiccup is logged rather than answered differently.
   */
  function mailLater(mail: Mail) {
    mailer.sendMail(mail).catch((error: unknown) => deps.log?.error('account mail failed', { error: String(error) }));
  }

  async function findUser(email: string) {
    const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
    return user;
  }

  async function issueToken(userId: string): Promise<string> {
    const at = now();
    const sid = newId('ses', 9);
    const expiresAt = new Date(at.getTime() + SESSION_DAYS * 24 * HOUR);
    await db.insert(sessions).values({ id: sid, userId, createdAt: at, expiresAt });
    return signToken(
      { sub: userId, sid, iat: Math.floor(at.getTime() / 1000), exp: Math.floor(expiresAt.getTime() / 1000) },
      secret,
    );
  }

  return {
    /**
     * Answers alike whether or not the address has an account: the same limits and cooldown (a code is
     * stored either way), the same reply; only the mail differs, and only the mailbox's owner reads it.
     */
    async requestRegisterOtp(email: string, ip: string) {
      const code = await otps.issue(email, 'register', ip);
      const registered = await findUser(email);
      mailLater(
        registered
          ? accountExistsMail({ to: email, storeName, siteUrl: deps.siteUrl ?? 'http://localhost:4321' })
          : otpMail({ to: email, code, purpose: 'register', storeName }),
      );
    },

    async register(input: { name: string; email: string; password: string; otp: string }, ip: string) {
      await verifyLimit(ip);
      // The code first: without it, nobody learns here whether the address already has an account.
      await otps.consume(input.email, 'register', input.otp);
      if (await findUser(input.email))
        throw new AppError('conflict', 'An account with this e-mail already exists. Please login.');
      const id = newId('usr', 9);
      try {
        await db
          .insert(users)
          .values({ id, name: input.name, email: input.email, passwordHash: await hashPassword(input.password) });
      } catch {
        throw new AppError('conflict', 'An account with this e-mail already exists. Please login.');
      }
      await logins.rememberAddress(id, ip);
      return issueToken(id);
    },

    async login(email: string, password: string, ip: string) {
      return issueToken(await logins.login(email, password, ip));
    },

    /** Same answer whether or not the address has an account; only accounts get mail. */
    async requestResetOtp(email: string, ip: string) {
      const code = await otps.issue(email, 'reset', ip);
      if (await findUser(email)) mailLater(otpMail({ to: email, code, purpose: 'reset', storeName }));
    },

    async resetPassword(input: { email: string; otp: string; newPassword: string }, ip: string) {
      await verifyLimit(ip);
      await otps.consume(input.email, 'reset', input.otp);
      const user = await findUser(input.email);
      if (!user) throw new AppError('rule', 'The code has expired. Please request a new one.');
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(input.newPassword) })
        .where(eq(users.id, user.id));
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
      for (const [sid, cached] of liveSessions) if (cached.id === user.id) liveSessions.delete(sid);
      // The mailed code proved the owner: she may sign in from here even while her account is under attack.
      await logins.rememberAddress(user.id, ip);
    },

    /** The user behind a token, if its signature, expiry and session all hold. */
    async authenticate(token: string) {
      const claims = verifyToken(token, secret, Math.floor(now().getTime() / 1000));
      if (!claims) return undefined;
      const cached = liveSessions.get(claims.sid);
      if (cached && cached.id === claims.sub && cached.expiresAt > now()) return cached;
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.sub)));
      if (!row || row.revokedAt || row.expiresAt <= now()) return undefined;
      const user = { id: row.id, name: row.name, email: row.email, sessionId: claims.sid, expiresAt: row.expiresAt };
      remember(user);
      return user;
    },

    /**
     * A token this server signed, whatever its expiry or session: when such a token is refused, the session has
     * expired (or was ended); anything else (none, "null", a forged or mangled one) never was a session.
     */
    issuedHere(token: string): boolean {
      return verifyToken(token, secret, Number.NEGATIVE_INFINITY) !== undefined;
    },

    /** Ends every session of the account and forgets them here (an erased account's tokens stop at once). */
    async endSessions(userId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      for (const [sid, cached] of liveSessions) if (cached.id === userId) liveSessions.delete(sid);
    },

    /** Forgets the account's cached sessions but `keep` (revoked by a password change). */
    forgetSessions(userId: string, keep: string) {
      for (const [sid, cached] of liveSessions) if (cached.id === userId && sid !== keep) liveSessions.delete(sid);
    },

    async logout(sessionId: string) {
      await db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, sessionId));
      liveSessions.delete(sessionId);
    },

    async account(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new AppError('not_found', 'Account not found');
      const credits = await deps.wallet.credits(userId);
      return {
        name: user.name,
        email: user.email,
        phone: user.phone,
        /** What checkout can spend; each credit with what is left of it and when it expires (ISO, or null). */
        wallet: toRupees(credits.reduce((sum, c) => sum + c.remainingPaise, 0)),
        credits: credits.map((c) => ({
          id: c.id,
          remaining: toRupees(c.remainingPaise),
          expiresAt: c.expiresAt?.toISOString() ?? null,
        })),
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
