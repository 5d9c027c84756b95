// The shopper's body measurements for "Find my size" (docs/product/size-finder.md): kept in this browser
// (localStorage "measurements", versioned and validated on read) and, when she is signed in, on her account, so
// her size follows her to another device. A page that opens signed in with none here takes the account's.
import { persistentJson } from '#/lib/browser/persistent-json.ts';
import { isPlainObject } from '#/lib/persist.ts';
import { api, errorMessage } from '#/lib/api.ts';
import { $sessionChange, $token } from '#/features/session/index.ts';
import { type BodyMeasurements, MEASURES, measurementsProblem, UNITS, type Unit } from '#/domain/size-finder.ts';

/** Measurements the finder can use, from anything (a stored value, an API answer); undefined otherwise. */
export function usableMeasurements(value: unknown): BodyMeasurements | undefined {
  if (!isPlainObject(value) || !(UNITS as readonly unknown[]).includes(value.unit)) return undefined;
  const body: BodyMeasurements = { unit: value.unit as Unit };
  for (const m of MEASURES) if (typeof value[m] === 'number') body[m] = value[m];
  return measurementsProblem(body) ? undefined : body;
}

export const $measurements = persistentJson<BodyMeasurements | null>(
  'measurements',
  1,
  null,
  (v) => usableMeasurements(v) ?? undefined,
);

/** Keeps them here and, signed in, on the account (a failure there is only logged: here they are kept). */
export function saveMeasurements(body: BodyMeasurements): void {
  $measurements.set(body);
  if ($token.get())
    api('/api/user/measurements', { body }).then(
      (r) => r.success || console.error('save measurements:', r.message),
      (error) => console.error('save measurements:', errorMessage(error)),
    );
}

/** Forgets them here and, signed in, on the account. */
export function forgetMeasurements(): void {
  $measurements.set(null);
  if ($token.get())
    api('/api/user/measurements', { method: 'DELETE' }).catch((error) =>
      console.error('forget measurements:', errorMessage(error)),
    );
}

async function takeAccounts(): Promise<void> {
  try {
    const r = await api('/api/user/measurements', { method: 'GET' });
    const theirs = r.success && r.measurements ? usableMeasurements(r.measurements) : undefined;
    // She may have used the finder while this was on its way: hers here win.
    if (theirs && !$measurements.get()) $measurements.set(theirs);
  } catch (error) {
    console.error('measurements:', errorMessage(error)); // docs/product/api-contract.md#handling-answers
  }
}

// A page that opens signed in (or a sign-in here) with none in this browser takes the account's.
$sessionChange.subscribe((change) => {
  if ((change === 'resumed' || change === 'login') && !$measurements.get()) void takeAccounts();
});
