/** Where to go after login: the `from` path if it is a safe same-site path, else "/". */
export function safeFrom(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith('/login') || value.startsWith('/forgot-password')) return '/';
  return value;
}

/** The login URL that brings the shopper back to `path` afterwards. */
export function loginUrl(path: string): string {
  return `/login?from=${encodeURIComponent(path)}`;
}
