// localStorage-backed stores that survive bad data: values are wrapped with a version and validated on read
// (lib/persist.ts); anything corrupt, foreign or from an older version falls back to the default instead of crashing.
// @nanostores/persistent also syncs the value between open tabs.
import { persistentAtom } from '@nanostores/persistent';
import { decodeVersioned } from '#/lib/persist.ts';

export function persistentJson<T>(
  key: string,
  version: number,
  fallback: T,
  validate: (value: unknown) => T | undefined,
) {
  return persistentAtom<T>(key, fallback, {
    encode: (value) => JSON.stringify({ v: version, data: value }),
    decode: (raw) => decodeVersioned(raw, version, fallback, validate),
  });
}
