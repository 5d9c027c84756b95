// Where a shopper is sent after login: only ever a page of this store. The value comes from the address bar
// (`/login?from=…`), so anyone can craft it; browsers forgive a lot (tabs and newlines dropped, `\` read as
// `/`, `//host` meaning another site), so the value is parsed exactly as the browser would and judged by the
// origin it resolves to, never by how its text looks.

const FALLBACK = '/';
/** Pages that must not be the destination after login: they would only send the shopper round again. */
const AUTH_PAGES = ['/login', '/forgot-password'];

const currentOrigin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

/**
 * The path (with query and hash) to go to after login: `value` if it resolves to a page on `origin` other
 * than the login pages, else "/". The result always starts with exactly one "/", so it stays on the origin.
 */
export function safeFrom(value: string | null | undefined, origin: string = currentOrigin()): string {
  // Only a path is accepted: a scheme, a host or anything a browser would trim first is refused outright.
  if (typeof value !== 'string' || !value.startsWith('/')) return FALLBACK;
  let url: URL;
  let home: URL;
  try {
    home = new URL(origin);
    url = new URL(value, home);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== home.origin || url.username || url.password) return FALLBACK;
  // `/.//evil` normalises to the path `//evil`, which a browser would read as another host.
  if (url.pathname.startsWith('//')) return FALLBACK;
  if (AUTH_PAGES.some((page) => isUnder(url.pathname, page))) return FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login`, `/login/`, `/LOGIN`, `/%6Cogin` and `/login.html` all count as `/login`. */
function isUnder(pathname: string, page: string): boolean {
  let path = pathname.toLowerCase();
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is not one of our pages.
  }
  return path === page || path.startsWith(`${page}/`) || path.startsWith(`${page}.`) || path.startsWith(`${page}?`);
}

/** The login URL that brings the shopper back to `path` afterwards (only if that is a safe place). */
export function loginUrl(path: string): string {
  return `/login?from=${encodeURIComponent(safeFrom(path))}`;
}
