// Bearer tokens: compact JWTs signed HS256 with JWT_SECRET. Only HS256 is accepted (no "none", no other
// algorithm); `sid` names a server-side session so logout and password reset revoke the token.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenClaims = { sub: string; sid: string; iat: number; exp: number };

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
// Node's base64url decoder skips characters outside the alphabet and ignores spare bits, so a signature
// with junk appended (or a changed padding bit) would decode to the same bytes: only the canonical text counts.
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function signToken(claims: TokenClaims, secret: string): string {
  const body = `${HEADER}.${b64(JSON.stringify(claims))}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The claims of a valid, unexpired token signed with `secret`; undefined for anything else. */
export function verifyToken(token: string, secret: string, nowSeconds: number): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  if (!BASE64URL.test(header) || !BASE64URL.test(payload) || !BASE64URL.test(signature)) return undefined;
  try {
    const h = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    if (h.alg !== 'HS256') return undefined;
    const expected = Buffer.from(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TokenClaims>;
    if (
      typeof claims.sub !== 'string' ||
      typeof claims.sid !== 'string' ||
      typeof claims.exp !== 'number' ||
      typeof claims.iat !== 'number'
    )
      return undefined;
    if (claims.exp <= nowSeconds) return undefined;
    return claims as TokenClaims;
  } catch {
    return undefined;
  }
}
