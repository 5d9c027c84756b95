// The account module: sign-up with an e-mailed code, login, sessions, password reset, the account, the wishlist
// the shopper's consents to messages beyond her orders' e-mails, and her address book (/api/user).
export { createAuthService, type AuthService } from './auth.service.ts';
export { createWishlistService } from './wishlist.service.ts';
export { createConsentService, type ConsentInput, type ConsentService } from './consent.service.ts';
export { userRoutes } from './user.routes.ts';
export { addressRoutes } from './addresses.routes.ts';
export { accountSettingsRoutes } from './account-settings.routes.ts';
export { createAccountSettings, type AccountSettings } from './account-settings.service.ts';
export { createAddressService, type AddressService, type SavedAddress } from './addresses.service.ts';
export { LOGIN_LIMITS, LOGIN_WINDOW_MS } from './login.service.ts';
export { createMeasurementsService, type MeasurementsService } from './measurements.service.ts';
export { measurementsRoutes } from './measurements.routes.ts';
