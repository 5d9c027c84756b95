// One-time codes for sign-up and password reset (docs/product/accounts.md#one-time-codes): limits, resend cooldown,
// single use and at most 5 tries per code, counted in the database so they hold under concurrency and across instances.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { otpCodes } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import {
  coolingDown,
  hashOtp,
  newOtp,
  otpExpiry,
  otpMatches,
  OTP_MAX_ATTEMPTS,
  resendWait,
} from '#/server/auth/otp.ts';
import type { RateLimiter } from '#/server/shared/rate-limit.service.ts';

export type OtpPurpose = 'register' | 'reset';
const HOUR = 3_600_000;
const expired = () => new AppError('rule', 'The code has expired. Please request a new one.');

/** Codes one client address may ask for in an hour unless OTP_IP_LIMIT_PER_HOUR says otherwise. */
export const OTP_IP_LIMIT_PER_HOUR = 20;

export function createOtpService(deps: {
  db: Db;
  secret: string;
  limiter: RateLimiter;
  now: () => Date;
  /** Codes one client address may ask for in an hour (OTP_IP_LIMIT_PER_HOUR). */
  ipLimitPerHour?: number;
}) {
  const { db, secret, limiter, now } = deps;
  const ipLimit = deps.ipLimitPerHour ?? OTP_IP_LIMIT_PER_HOUR;

  return {
    /**
     * Counts the request against the limits first (before anything about the address is looked up), applies
     * the resend cooldown, stores a fresh code in place of any earlier one and returns it for the caller to mail.
     */
    async issue(email: string, purpose: OtpPurpose, ip: string): Promise<string> {
      await limiter.hit(
        {
          key: `otp:email:${email}`,
          max: 5,
          windowMs: HOUR,
          message: 'Too many codes requested for this e-mail. Please try again in an hour.',
        },
        {
          key: `otp:ip:${ip}`,
          max: ipLimit,
          windowMs: HOUR,
          message: 'Too many codes requested. Please try again later.',
        },
      );
      const at = now();
      const [last] = await db
        .select({ createdAt: otpCodes.createdAt })
        .from(otpCodes)
        .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      if (last && coolingDown(last.createdAt, at)) throw new AppError('rate_limited', resendWait(last.createdAt, at));
      const code = newOtp();
      // A new code replaces any earlier one: only the latest can be used.
      await db
        .update(otpCodes)
        .set({ consumedAt: at })
        .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
      await db.insert(otpCodes).values({
        id: `otp_${randomBytes(9).toString('hex')}`,
        email,
        purpose,
        codeHash: hashOtp(code, email, purpose, secret),
        createdAt: at,
        expiresAt: otpExpiry(at),
      });
      return code;
    },

    /**
     * Uses up the latest live code if it matches. Every try first takes one of the code's 5 slots in one
     * conditional UPDATE, and only a try that got a slot is compared: parallel guesses cannot read the same
     * count and all slip through, and the 5th wrong try kills the code.
     */
    async consume(email: string, purpose: OtpPurpose, code: string): Promise<void> {
      const at = now();
      const [otp] = await db
        .select({ id: otpCodes.id, codeHash: otpCodes.codeHash })
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
      if (!otp) throw expired();
      const [slot] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.id, otp.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
        .returning({ attempts: otpCodes.attempts });
      if (!slot) throw expired();
      if (!otpMatches(code, otp.codeHash, email, purpose, secret)) {
        if (slot.attempts < OTP_MAX_ATTEMPTS) throw new AppError('rule', 'Invalid OTP');
        await db.update(otpCodes).set({ consumedAt: at }).where(eq(otpCodes.id, otp.id));
        throw new AppError('rule', 'Too many wrong codes. Please request a new one.');
      }
      const used = await db
        .update(otpCodes)
        .set({ consumedAt: at })
        .where(and(eq(otpCodes.id, otp.id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      if (used.length === 0) throw expired();
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
