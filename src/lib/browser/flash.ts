// A toast that survives the page change that follows it (login, sign-up, order placed): kept in
// sessionStorage and shown by the toaster of the next page.
const KEY = 'flash';
type Flash = { kind: 'success' | 'error'; message: string };

export function flashToast(kind: Flash['kind'], message: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ kind, message }));
  } catch {
    /* storage disabled: the toast is simply not carried over */
  }
}

/** Whether a toast waits for this page (read without taking it: the toaster takes it). */
export function hasFlash(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

export function takeFlash(): Flash | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const v = raw ? (JSON.parse(raw) as Partial<Flash>) : undefined;
    return v && (v.kind === 'success' || v.kind === 'error') && typeof v.message === 'string'
      ? { kind: v.kind, message: v.message.slice(0, 200) }
      : undefined;
  } catch {
    return undefined;
  }
}
