// The account page's own settings (docs/product/accounts.md#account-page): her mobile number, and a password
// change that needs the current password. The change is limited as login is (the same per-address budget, and
// failures per account), hashes as sign-up does, and ends her other sessions: a thief's token stops working. The
// security notice to her address is recorded in the same transaction (the notifications queue mails it).
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { sessions, users } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import { hashPassword, verifyPassword } from '#/server/auth/password.ts';
import type { RateLimiter } from '#/server/shared/rate-limit.service.ts';
import type { Notify } from '#/server/modules/notifications/index.ts';
import { LOGIN_LIMITS, LOGIN_WINDOW_MS } from './login.service.ts';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const SAME_PASSWORD = 'Your new password must be different from the current one.';
const TOO_MANY = 'Too many attempts. Please try again in 15 minutes.';

export function createAccountSettings(deps: {
  db: Db;
  limiter: RateLimiter;
  /** Drops the account's sessions but `keep` from the auth service's cache, once they are revoked. */
  forgetSessions: (userId: string, keep: string) => void;
  /** Records the "your password was changed" notice inside the change's transaction. */
  notify: Notify;
  now: () => Date;
}) {
  const { db, limiter } = deps;

  return {
    /** Her mobile number, or none (null). */
    async setPhone(userId: string, phone: string | null): Promise<void> {
      await db.update(users).set({ phone }).where(eq(users.id, userId));
    },

    /**
     * Sets a new password when `current` is right. Every try counts against login's budget for the address, and a
     * wrong one against the account's (10 per 15 minutes, as login's per address and account); a right one is
     * given back. Ends every session but `sessionId`, the one asking.
     */
    async changePassword(
      user: { id: string; sessionId: string },
      input: { currentPassword: string; newPassword: string },
      ip: string,
    ): Promise<void> {
      await limiter.hit({
        key: `login:ip:${ip}`,
        max: LOGIN_LIMITS.perAddress,
        windowMs: LOGIN_WINDOW_MS,
        message: TOO_MANY,
      });
      const tries = await limiter.attempt({
        key: `password-change:${user.id}`,
        max: LOGIN_LIMITS.perPair,
        windowMs: LOGIN_WINDOW_MS,
        message: TOO_MANY,
      });
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      if (!row || !(await verifyPassword(input.currentPassword, row.hash)))
        throw new AppError('rule', WRONG_CURRENT_PASSWORD);
      await tries.forgive();
      if (input.newPassword === input.currentPassword) throw new AppError('rule', SAME_PASSWORD);
      const hash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, user.id));
        const at = deps.now();
        await tx
          .update(sessions)
          .set({ revokedAt: at })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), ne(sessions.id, user.sessionId)));
        await deps.notify(tx, { name: 'account.password_changed', userId: user.id, at: at.toISOString() });
      });
      deps.forgetSessions(user.id, user.sessionId);
    },
  };
}

export type AccountSettings = ReturnType<typeof createAccountSettings>;
