// Accounts (spec §4 Session and Sign-up flow, DESIGN §4 OTP/Passwords): e-mail OTP sign-up, login,
// password reset, sessions that logout and reset revoke. Replies never reveal more than the flow needs.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { otpCodes, sessions, users, walletEntries } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import type { Mailer } from '#/server/adapters/mail/mailer.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from '#/server/auth/password.ts';
import { signToken, verifyToken } from '#/server/auth/tokens.ts';
import {
  hashOtp,
  newOtp,
  otpMatches,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
} from '#/server/auth/otp.ts';
import type { RateLimiter } from './rate-limit.service.ts';
import { otpMail } from './auth-mails.ts';

export const SESSION_DAYS = 7;
const HOUR = 3_600_000;
type Purpose = 'register' | 'reset';
const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('hex')}`;

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
  now: () => Date;
  storeName?: string;
  cacheSessions?: boolean;
}) {
  const { db, mailer, limiter, now } = deps;
  const liveSessions = new Map<string, SessionUser>();
  function remember(user: SessionUser) {
    if (!deps.cacheSessions) return;
    if (liveSessions.size >= SESSION_CACHE_SIZE) liveSessions.delete(liveSessions.keys().next().value!);
    liveSessions.set(user.sessionId, user);
  }
  // The static build opens the app without a signing key; it never signs or checks a token.
  if (!deps.secret) throw new Error('JWT_SECRET is missing (main.ts generates one for local runs)');
  const secret = deps.secret;

  async function findUser(email: string) {
    const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
    return user;
  }

  async function issueToken(userId: string): Promise<string> {
    const at = now();
    const sid = newId('ses');
    const expiresAt = new Date(at.getTime() + SESSION_DAYS * 24 * HOUR);
    await db.insert(sessions).values({ id: sid, userId, createdAt: at, expiresAt });
    return signToken(
      { sub: userId, sid, iat: Math.floor(at.getTime() / 1000), exp: Math.floor(expiresAt.getTime() / 1000) },
      secret,
    );
  }

  async function sendOtp(email: string, purpose: Purpose, ip: string, send: boolean) {
    await limiter.hit(
      {
        key: `otp:email:${email}`,
        max: 5,
        windowMs: HOUR,
        message: 'Too many codes requested for this e-mail. Please try again in an hour.',
      },
      { key: `otp:ip:${ip}`, max: 20, windowMs: HOUR, message: 'Too many codes requested. Please try again later.' },
    );
    const at = now();
    const [last] = await db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (last && at.getTime() - last.createdAt.getTime() < OTP_RESEND_COOLDOWN_MS) {
      const wait = Math.ceil((OTP_RESEND_COOLDOWN_MS - (at.getTime() - last.createdAt.getTime())) / 1000);
      throw new AppError('rate_limited', `Please wait ${wait} seconds before requesting another code`);
    }
    const code = newOtp();
    // A new code replaces any earlier one: only the latest can be used.
    await db
      .update(otpCodes)
      .set({ consumedAt: at })
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
    await db.insert(otpCodes).values({
      id: newId('otp'),
      email,
      purpose,
      codeHash: hashOtp(code, email, purpose, secret),
      createdAt: at,
      expiresAt: new Date(at.getTime() + OTP_TTL_MS),
    });
    if (send) await mailer.sendMail(otpMail({ to: email, code, purpose, storeName: deps.storeName ?? 'Saanjh' }));
  }

  /** Uses up the latest live code if it matches; wrong tries count, and the 5th kills the code. */
  async function consumeOtp(email: string, purpose: Purpose, code: string) {
    const at = now();
    const [otp] = await db
      .select()
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.email, email),
          eq(otpCodes.purpose, purpose),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, at),
        ),
      )
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (!otp || otp.attempts >= OTP_MAX_ATTEMPTS)
      throw new AppError('rule', 'The code has expired. Please request a new one.');
    if (!otpMatches(code, otp.codeHash, email, purpose, secret)) {
      const attempts = otp.attempts + 1;
      await db
        .update(otpCodes)
        .set({ attempts, ...(attempts >= OTP_MAX_ATTEMPTS ? { consumedAt: at } : {}) })
        .where(eq(otpCodes.id, otp.id));
      throw new AppError(
        'rule',
        attempts >= OTP_MAX_ATTEMPTS ? 'Too many wrong codes. Please request a new one.' : 'Invalid OTP',
      );
    }
    const used = await db
      .update(otpCodes)
      .set({ consumedAt: at })
      .where(and(eq(otpCodes.id, otp.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (used.length === 0) throw new AppError('rule', 'The code has expired. Please request a new one.');
  }

  return {
    async requestRegisterOtp(email: string, ip: string) {
      if (await findUser(email))
        throw new AppError('conflict', 'An account with this e-mail already exists. Please login.');
      await sendOtp(email, 'register', ip, true);
    },

    async register(input: { name: string; email: string; password: string; otp: string }, ip: string) {
      await limiter.hit({
        key: `verify:ip:${ip}`,
        max: 30,
        windowMs: HOUR,
        message: 'Too many attempts. Please try again later.',
      });
      if (await findUser(input.email))
        throw new AppError('conflict', 'An account with this e-mail already exists. Please login.');
      await consumeOtp(input.email, 'register', input.otp);
      const id = newId('usr');
      try {
        await db
          .insert(users)
          .values({ id, name: input.name, email: input.email, passwordHash: await hashPassword(input.password) });
      } catch {
        throw new AppError('conflict', 'An account with this e-mail already exists. Please login.');
      }
      return issueToken(id);
    },

    async login(email: string, password: string, ip: string) {
      await limiter.hit(
        {
          key: `login:email:${email}`,
          max: 10,
          windowMs: 15 * 60_000,
          message: 'Too many login attempts. Please try again in 15 minutes.',
        },
        {
          key: `login:ip:${ip}`,
          max: 50,
          windowMs: 15 * 60_000,
          message: 'Too many login attempts. Please try again in 15 minutes.',
        },
      );
      const user = await findUser(email);
      const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok) throw new AppError('unauthorized', 'Invalid email or password');
      return issueToken(user.id);
    },

    /** Same answer whether or not the address has an account; only accounts get mail. */
    async requestResetOtp(email: string, ip: string) {
      const user = await findUser(email);
      await sendOtp(email, 'reset', ip, !!user);
    },

    async resetPassword(input: { email: string; otp: string; newPassword: string }, ip: string) {
      await limiter.hit({
        key: `verify:ip:${ip}`,
        max: 30,
        windowMs: HOUR,
        message: 'Too many attempts. Please try again later.',
      });
      await consumeOtp(input.email, 'reset', input.otp);
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

    async logout(sessionId: string) {
      await db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, sessionId));
      liveSessions.delete(sessionId);
    },

    async account(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new AppError('not_found', 'Account not found');
      const [wallet] = await db
        .select({ paise: sql<number>`coalesce(sum(${walletEntries.amountPaise}), 0)::int` })
        .from(walletEntries)
        .where(
          and(
            eq(walletEntries.userId, userId),
            sql`(${walletEntries.expiresAt} is null or ${walletEntries.expiresAt} > ${now()})`,
          ),
        );
      return { name: user.name, email: user.email, wallet: Math.max(0, wallet?.paise ?? 0) / 100 };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
