// Security headers shared by the API and the page server.
import type { MiddlewareHandler } from 'hono';

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Headers that govern a document: what it may load, frame, share and use. */
function setDocumentHeaders(h: Headers, csp: string | (() => string)) {
  if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', typeof csp === 'function' ? csp() : csp);
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
}

/** Every API reply: any of them may be opened as a document. */
export function securityHeaders(csp: string | (() => string)): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    setDocumentHeaders(c.res.headers, csp);
  };
}

// Documents the page server sends: HTML pages and SVG (an SVG opened on its own can run script).
const DOCUMENT_TYPE = /^(text\/html|image\/svg\+xml)/;

/**
 * The page server: the document headers go with documents only. Scripts, styles, fonts and images ignore them,
 * and on a slow phone the ~1 KB they add to each of a page's many asset replies is time before first use.
 */
export function pageSecurityHeaders(csp: string | (() => string)): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    if (DOCUMENT_TYPE.test(h.get('Content-Type') ?? '')) setDocumentHeaders(h, csp);
  };
}
