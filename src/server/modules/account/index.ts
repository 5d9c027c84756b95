// The account module: sign-up with an e-mailed code, login, sessions, password reset, the account and the
// wishlist (/api/user).
export { createAuthService, type AuthService } from './auth.service.ts';
export { createWishlistService } from './wishlist.service.ts';
export { userRoutes } from './user.routes.ts';
export { LOGIN_LIMITS, LOGIN_WINDOW_MS } from './login.service.ts';
