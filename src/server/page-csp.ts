// The Content-Security-Policy for pages. Astro inlines a few small scripts (island bootstrap); the build
// records their SHA-256 hashes in dist/csp.json so they run while any other inline script stays blocked.
import { readFileSync } from 'node:fs';
import type { Env } from './env.ts';

export function pageCsp(env: Env, scriptHashes: string[]): string {
  const api = env.PUBLIC_API_URL ? new URL(env.PUBLIC_API_URL).origin : '';
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(' ')} https://checkout.razorpay.com`,
    // Style attributes from React islands and the toast library need inline styles; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    // Review photos come from the API, which may live on its own origin.
    `img-src 'self' data: blob: ${api}`,
    "font-src 'self'",
    `connect-src 'self' ${api} https://api.razorpay.com https://lumberjack.razorpay.com`,
    'frame-src https://api.razorpay.com https://checkout.razorpay.com',
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ];
  return directives.map((d) => d.replace(/\s+/g, ' ').trim()).join('; ');
}

export function readScriptHashes(file: string): string[] {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { scriptHashes?: unknown };
    return Array.isArray(parsed.scriptHashes)
      ? parsed.scriptHashes.filter((h): h is string => typeof h === 'string')
      : [];
  } catch {
    return [];
  }
}
