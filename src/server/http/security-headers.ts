// Security headers shared by the API and the page server.
import type { MiddlewareHandler } from 'hono';

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export function securityHeaders(csp: string | (() => string)): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', typeof csp === 'function' ? csp() : csp);
    h.set('X-Content-Type-Options', 'nosniff');
    // Browsers only honour it over HTTPS (ignored on plain HTTP, so local runs are unaffected): once seen, they
    // refuse plain HTTP to this host and its subdomains for a year, so no first request can be downgraded.
    h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    h.set(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(self "https://checkout.razorpay.com")',
    );
  };
}
