// The buying screens: the cart page, checkout, and the card provider's return. No other feature uses them: the
// pages mount CartView, CheckoutView, SandboxCardPage and CardReturn from their own files (an island bundles only
// its file's imports; through an index every island listed here would load with each). The flow is
// checkout.store.ts; the cart itself is the cart feature's.
export {};
