// The returns module: return and size-exchange requests and their eligibility, and the store-credit wallet that
// completed returns pay into and checkouts spend from.
export { createReturnsService, type ReturnsService } from './returns.service.ts';
export { createWalletService, walletRef, type WalletService } from './wallet.service.ts';
