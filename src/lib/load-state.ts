// What a screen knows about data it fetches from the API: still loading, failed (the API could not be reached
// or refused), or there. A failed fetch is its own state, so no screen mistakes it for "nothing there"
// ("You have no orders yet", an empty wishlist); the screens render it with components/ui/LoadStates.
import { atom, type WritableAtom } from 'nanostores';
import { errorMessage } from './api.ts';
import { toast } from './toast.ts';

export type LoadState<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

export const LOADING: LoadState<never> = { status: 'loading' };

/** Runs `fetch` and settles it into a state; a thrown error becomes `failed` with its message. */
export async function settle<T>(fetch: () => Promise<T>): Promise<LoadState<T>> {
  try {
    return { status: 'ready', data: await fetch() };
  } catch (error) {
    return { status: 'failed', message: errorMessage(error) };
  }
}

/**
 * The state after a reload settled: a failed reload keeps data already on screen (a list stays readable
 * after a return or an exchange when the refresh fails); a failed first load shows the failure.
 */
export function afterReload<T>(before: LoadState<T>, next: LoadState<T>): LoadState<T> {
  return next.status === 'failed' && before.status === 'ready' ? before : next;
}

/** An answer `{ success, message }` as a value or a thrown error, for `settle`. */
export function ok<A extends { success: boolean }>(answer: A): Extract<A, { success: true }> {
  if (!answer.success) throw new Error((answer as { message?: string }).message || 'Something went wrong');
  return answer as Extract<A, { success: true }>;
}

export type LoadedAtom<T> = {
  $state: WritableAtom<LoadState<T>>;
  load: () => Promise<void>;
  retry: () => Promise<void>;
};

/**
 * A store of what `fetch` answers: `load` fetches it (a failed reload keeps what is on screen), `retry` shows it
 * loading again first (a failed load's "Try again").
 */
export function loadedAtom<T>(fetch: () => Promise<T>): LoadedAtom<T> {
  const $state = atom<LoadState<T>>(LOADING);
  const load = async (): Promise<void> => $state.set(afterReload($state.get(), await settle(fetch)));
  const retry = (): Promise<void> => {
    $state.set(LOADING);
    return load();
  };
  return { $state, load, retry };
}

/**
 * Sends a change of what a store holds (the answer carries it anew), `$saving` true meanwhile: a refusal, or a
 * failure to reach the server, is an error toast and answers undefined; a success answers itself, to keep.
 */
export async function sendChange<A extends { success: boolean }>(
  $saving: WritableAtom<boolean>,
  send: () => Promise<A>,
): Promise<Extract<A, { success: true }> | undefined> {
  $saving.set(true);
  try {
    return ok(await send());
  } catch (error) {
    toast.error(errorMessage(error));
    return undefined;
  } finally {
    $saving.set(false);
  }
}
