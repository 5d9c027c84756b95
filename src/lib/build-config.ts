// The store's figures as the pages are built, for the pages and the islands: what checkout charges for delivery and
// cash on delivery, the colour charge, and the store's name and contacts. One set of PUBLIC_* keys, read through
// buildEnv(), which throws outside an Astro build or dev server; the server has its own copy of the same rules
// (getEnv() in src/server/env.ts builds them with deliveryRules, codRules … from the environment).
import { buildEnv } from './build-env.ts';
import { type CodRules, codRules } from './cod.ts';
import { customColourChargePaise } from './custom-colour.ts';
import { type DeliveryRules, deliveryRules } from './delivery.ts';
import { type StoreIdentity, storeIdentity } from './site.ts';
import { type StoreDeclarations, storeDeclarations } from './declarations.ts';

const env = buildEnv();

// Each figure is marked pure so that a bundle keeps only those it uses (an island needs no store address).
export const DELIVERY: DeliveryRules = /* @__PURE__ */ deliveryRules(env);
export const COD: CodRules = /* @__PURE__ */ codRules(env);
/** The charge per customised piece, in paise (0: the colour change is free). */
export const CUSTOM_COLOUR_CHARGE_PAISE: number = /* @__PURE__ */ customColourChargePaise(env);
export const STORE: StoreIdentity = /* @__PURE__ */ storeIdentity(env);
/** The store's Legal Metrology defaults, for the product page's "Product information" and the console's form. */
export const DECLARATIONS: StoreDeclarations = /* @__PURE__ */ storeDeclarations(env);
