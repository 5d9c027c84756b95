// The auth feature as other features use it: the guard of screens that need a login and the login URL.
// Pages mount LoginForm and ForgotPasswordForm from their own files (an island bundles only its file's imports).
export { useRequireLogin } from './RequireLogin.ts';
export { loginUrl } from './redirect.ts';
