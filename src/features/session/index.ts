// The session feature as other features use it: the token, how the session changed in this tab, the account,
// and the actions that start, sign in and sign out.
export {
  $account,
  $accountState,
  $isLoggedIn,
  $sessionChange,
  $token,
  type Account,
  type SessionChange,
} from './session.store.ts';
export { completeLogin, forgetSession, loadAccount, logout, startSession } from './session.ts';
