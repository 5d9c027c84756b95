// The format of the values the browser keeps (localStorage stores: lib/browser/persistent-json.ts): wrapped with a
// version and validated on read; anything corrupt, foreign or from an older version falls back to the default.

export function decodeVersioned<T>(
  raw: string,
  version: number,
  fallback: T,
  validate: (value: unknown) => T | undefined,
): T {
  try {
    const parsed = JSON.parse(raw) as { v?: unknown; data?: unknown };
    if (!parsed || typeof parsed !== 'object' || parsed.v !== version) return fallback;
    return validate(parsed.data) ?? fallback;
  } catch {
    return fallback;
  }
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
