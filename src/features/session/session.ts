// Session actions shared by the islands: start-up loading, login and logout (docs/product/accounts.md#session). The
// cart and the wishlist follow $sessionChange on their own (cart.store.ts, wishlist.store.ts).
import { allTasks } from 'nanostores';
import { api } from '#/lib/api.ts';
import { LOADING, ok, settle } from '#/lib/load-state.ts';
import { $accountState, $sessionChange, $token, setToken, type Account } from './session.store.ts';

let started = false;
/** Once per page: with a token, the session resumes (the cart and wishlist load from the server). */
export function startSession(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  if ($token.get()) $sessionChange.set('resumed');
}

let accountLoad: Promise<Account | null> | undefined;
/** Loads the account (once at a time: the side menu and the account screen may both ask). */
export function loadAccount(): Promise<Account | null> {
  accountLoad ??= fetchAccount().finally(() => {
    accountLoad = undefined;
  });
  return accountLoad;
}

async function fetchAccount(): Promise<Account | null> {
  if ($accountState.get().status === 'failed') $accountState.set(LOADING); // a retry shows the skeleton again
  const state = await settle(async () => {
    // A guest is answered `data: null`: here the token is not a session of ours, so she is not signed in.
    const account = ok(await api('/api/user/account', { method: 'GET' })).data;
    if (!account) throw new Error('Please login to continue');
    return account;
  });
  if (state.status === 'failed') console.error('account', state.message);
  $accountState.set(state);
  return state.status === 'ready' ? state.data : null;
}

/**
 * After a successful login or sign-up: store the token and wait for the work the login starts as a task (the
 * cart's merge of the guest cart): the page that follows must not be loaded before it has landed.
 */
export async function completeLogin(token: string): Promise<void> {
  setToken(token);
  $sessionChange.set('login');
  await allTasks();
}

/** Logout: revoke on the server, then clear the token, cart, stored cart and account; go to /. */
export async function logout(): Promise<void> {
  try {
    if ($token.get()) await api('/api/user/logout');
  } catch {
    /* offline: the token is dropped locally anyway */
  }
  forgetSession();
}

/** Clears the token, cart, stored cart and account here and goes to / (after logout, or once the account is erased). */
export function forgetSession(): void {
  $token.set('');
  $sessionChange.set('logout');
  $accountState.set(LOADING);
  window.location.assign('/');
}
