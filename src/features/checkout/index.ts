// The checkout feature: no other feature uses it. /checkout, /checkout/card and /checkout/verify mount their
// islands from their own files (an island bundles only its file's imports); the flow is checkout.store.ts.
export {};
