// Test helpers for accounts: a mailer that keeps messages, and a one-call sign-up that returns a token.
import type { Hono } from 'hono';
import type { Mail, Mailer } from '#/server/adapters/mail/mailer.ts';
import { outbox } from './outbox.ts';
import { post } from './test-app.ts';

export function captureMailer(): Mailer & { sent: Mail[]; lastCode(to: string): string } {
  const { sent, keep, lastCode } = outbox<Mail>();
  return { sent, sendMail: keep, lastCode };
}

type AnyApp = Pick<Hono, 'request'>;

export async function registerUser(
  app: AnyApp,
  mailer: ReturnType<typeof captureMailer>,
  user: { name?: string; email: string; password?: string },
): Promise<string> {
  const password = user.password ?? 'correct horse battery';
  const otp = await app.request('/api/user/register/otp', post({ email: user.email }));
  if (otp.status !== 200) throw new Error(`otp: ${otp.status} ${await otp.text()}`);
  const res = await app.request(
    '/api/user/register',
    post({ name: user.name ?? 'Asha Rao', email: user.email, password, otp: mailer.lastCode(user.email) }),
  );
  const body = (await res.json()) as { success: boolean; token?: string; message?: string };
  if (!body.token) throw new Error(`register: ${body.message}`);
  return body.token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
