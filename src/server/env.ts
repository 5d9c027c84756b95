// The one place that reads process.env: every setting is parsed and defaulted here, once.
import { z } from 'zod';
import { storeIdentity, type StoreIdentity } from '#/lib/site.ts';
import { gstEnvShape, type SellerDetails, sellerDetails, sellerProblem } from '#/server/env-gst.ts';
import { type DeliveryRules, type DeliverySetting, deliveryRules, settingProblem } from '#/lib/delivery.ts';
import { type CodRules, codProblems, codRules } from '#/lib/cod.ts';
import { customColourChargePaise, customColourProblem } from '#/lib/custom-colour.ts';
import { PIN_RE } from '#/domain/pin.ts';
import { declarationProblem, storeDeclarations, type StoreDeclarations } from '#/lib/declarations.ts';
import { localUrl } from '#/server/local-url.ts';
import { msg91Problem, productionProblems, whatsAppProblem } from '#/server/env-checks.ts';
import { messagingEnvShape } from '#/server/env-messaging.ts';

const optional = z.string().trim().min(1).optional().catch(undefined);
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
/** A delivery rule (src/lib/delivery.ts keeps the defaults and ranges): a bad value stops the server. */
const deliverySetting = (key: DeliverySetting) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        const problem = settingProblem(key, value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  );

/** A cash-on-delivery setting: src/lib/cod.ts checks it (codProblems) and reads it (codRules). */
const codSetting = z.preprocess(emptyAsUndefined, z.string().optional());

export const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).default(4321)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data')),
  /** The built site the server serves until a publish (`npm run build` writes it; `npm test` builds its own). */
  DIST_DIR: z.preprocess(emptyAsUndefined, z.string().default('dist')),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  SEED_CATALOG: z.preprocess(emptyAsUndefined, z.string().default('content/catalog/demo.json')),
  JWT_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  SMTP_URL: optional,
  /** The first retry of a message a provider refused for now (then twice as long each time, up to an hour). */
  NOTIFY_RETRY_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(3600).default(30)),
  /** Where contact-form messages go. */
  /** Defaults to the store's public e-mail (PUBLIC_STORE_EMAIL). */
  STORE_EMAIL: z.preprocess(emptyAsUndefined, z.string().email().optional()),
  /** Defaults to "<store name> <orders@saanjh.example>". */
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().optional()),
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: z.preprocess(emptyAsUndefined, z.string().default('sandbox_secret')),
  RAZORPAY_WEBHOOK_SECRET: optional,
  RAZORPAY_API_URL: z.preprocess(emptyAsUndefined, z.string().url().default('https://api.razorpay.com')),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.string().url().default('https://api.stripe.com')),
  SHIPROCKET_EMAIL: optional,
  SHIPROCKET_PASSWORD: optional,
  SHIPROCKET_API_URL: z.preprocess(emptyAsUndefined, z.string().url().default('https://apiv2.shiprocket.in')),
  /** Object storage for uploads (S3 or S3-compatible, path-style); unset S3_BUCKET = files in DATA_DIR/uploads. */
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.string().url().default('https://s3.ap-south-1.amazonaws.com')),
  S3_REGION: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,40}$/, 'S3_REGION must be a region name like ap-south-1')
      .default('ap-south-1'),
  ),
  // Not `optional`: a misspelt bucket must refuse to start, not fall back to one instance's disk.
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)',
      )
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  WAREHOUSE_PIN: z.preprocess(
    emptyAsUndefined,
    z.string().regex(PIN_RE, 'WAREHOUSE_PIN must be a 6-digit PIN').default('122002'),
  ),
  PUBLIC_DELIVERY_FEE: deliverySetting('PUBLIC_DELIVERY_FEE'),
  PUBLIC_FREE_DELIVERY_FROM: deliverySetting('PUBLIC_FREE_DELIVERY_FROM'),
  PUBLIC_EXPRESS_DELIVERY_FEE: deliverySetting('PUBLIC_EXPRESS_DELIVERY_FEE'),
  PUBLIC_EXPRESS_DELIVERY_DAYS_SAVED: deliverySetting('PUBLIC_EXPRESS_DELIVERY_DAYS_SAVED'),
  /**
   * Cash on delivery's limits, read as text here and checked, defaulted and turned into env.cod by src/lib/cod.ts
   * (a bad value stops the server): unpaid cash orders per account, delivery phone and delivery address, and
   * codes texted in an hour per delivery phone, per account and per client address (an IPv6 /64).
   */
  COD_MAX_OUTSTANDING_TOTAL: codSetting,
  COD_MAX_OUTSTANDING_ORDERS: codSetting,
  COD_CODES_PER_PHONE_PER_HOUR: codSetting,
  COD_CODES_PER_ACCOUNT_PER_HOUR: codSetting,
  COD_CODES_PER_ADDRESS_PER_HOUR: codSetting,
  /** Rupees a customised-colour piece costs (src/lib/custom-colour.ts checks it; env.customColourChargePaise). */
  PUBLIC_CUSTOM_COLOUR_CHARGE: z.preprocess(emptyAsUndefined, z.string().optional()),
  PUBLIC_API_URL: z.preprocess(emptyAsUndefined, z.string().default('')),
  /** Unset: where this server listens (localUrl of HOST and PORT), so another PORT keeps its images. */
  PUBLIC_SITE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  CORS_ORIGINS: z.preprocess(emptyAsUndefined, z.string().default('')),
  ADMIN_TOKEN: optional,
  /** This instance runs the console's "Publish changes" builds (exactly one instance should; DEPLOYMENT.md). */
  PUBLISH_ENABLED: z
    .preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('true'))
    .transform((v) => v === 'true'),
  /** The build a publish runs (sh -c), with BUILD_OUT_DIR set to the new folder; unset = scripts/build.ts. */
  PUBLISH_BUILD_COMMAND: optional,
  /** Run (sh -c) after each successful build, with PUBLISH_SITE_DIR set to it: e.g. a sync to a CDN bucket. */
  PUBLISH_DEPLOY_COMMAND: optional,
  /** Where published builds go; the served site is its `current` link. Unset = DATA_DIR/site. */
  PUBLISH_DIR: optional,
  /**
   * Set by a publish for the build it runs: a file (beside the builds, never in the site) of the drafts whose preview
   * pages to build. Unset: a build that opens the database itself reads the drafts there; one that reads the catalog
   * from the running store builds none.
   */
  PREVIEW_CATALOG: optional,
  /**
   * One-time codes (sign-up, reset) one client address may ask for in an hour. Many shoppers behind one
   * address (a campus, a carrier's NAT) may need more; the test server raises it for its many sign-ups.
   * The codes one address may try in an hour (sign-up and reset) follow it: one and a half times as many.
   */
  OTP_IP_LIMIT_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(20)),
  /**
   * Forms anyone may send without an account (custom requests, contact, newsletter, back-in-stock) one client
   * address, or one IPv6 /64, may send in an hour, all forms together. Many shoppers behind one address (a
   * campus, a carrier's NAT) may need more.
   */
  ANONYMOUS_WRITES_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(20)),
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
  ),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info')),
  /** SMS through MSG91 and WhatsApp through Meta's Cloud API: MSG91_*, WHATSAPP_* (env-messaging.ts). */
  ...messagingEnvShape,
  /** Seller and GST, for tax invoices: SELLER_NAME, SELLER_ADDRESS, SELLER_STATE, SELLER_GSTIN, GST_* (gst-env.ts). */
  ...gstEnvShape,
});

/** The parsed settings, with the store's identity and delivery rules (PUBLIC_*, the same keys the pages read). */
export type Env = Omit<z.infer<typeof envSchema>, 'STORE_EMAIL' | 'MAIL_FROM' | 'PUBLIC_SITE_URL'> & {
  PUBLIC_SITE_URL: string;
  STORE_EMAIL: string;
  MAIL_FROM: string;
  store: StoreIdentity;
  /** Legal name, address, GSTIN and customer care, as the contact page and the footer show them (env-gst.ts). */
  seller: SellerDetails;
  delivery: DeliveryRules;
  /** Cash on delivery: fee, largest total, refused parcels, unpaid cash, codes an hour, PINs (src/lib/cod.ts). */
  cod: CodRules;
  /** PUBLIC_CUSTOM_COLOUR_CHARGE per customised piece (src/lib/custom-colour.ts). */
  customColourChargePaise: number;
  /** The store's Legal Metrology defaults, PUBLIC_MAKER_* and friends (src/lib/declarations.ts). */
  declarations: StoreDeclarations;
};

export function parseEnv(source: Record<string, string | undefined>, { requireSecrets = true } = {}): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const store = storeIdentity(source);
  const env: Env = {
    ...result.data,
    PUBLIC_SITE_URL: result.data.PUBLIC_SITE_URL ?? localUrl(result.data.HOST, result.data.PORT),
    STORE_EMAIL: result.data.STORE_EMAIL ?? store.email,
    MAIL_FROM: result.data.MAIL_FROM ?? `${store.name} <orders@saanjh.example>`,
    store,
    seller: sellerDetails(result.data, store),
    // Each key is checked above; this also refuses express cheaper than standard, naming both keys.
    delivery: deliveryRules(source),
    cod: codRules(source),
    customColourChargePaise: customColourChargePaise(source),
    declarations: storeDeclarations(source),
  };
  // Real keys must come with their real secret: never sign live payments with the sandbox default.
  if (env.RAZORPAY_KEY_ID && (!source.RAZORPAY_KEY_SECRET || env.RAZORPAY_KEY_SECRET === 'sandbox_secret')) {
    throw new Error('Invalid configuration: RAZORPAY_KEY_SECRET must be set when RAZORPAY_KEY_ID is set');
  }
  // A bucket without credentials would fail on the first upload; refuse at start instead.
  if (env.S3_BUCKET) {
    const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((key) => !env[key]);
    if (missing.length > 0)
      throw new Error(`Invalid configuration: ${missing.join(' and ')} must be set when S3_BUCKET is set`);
  }
  const cod = codProblems(source);
  if (cod.length > 0) throw new Error(`Invalid configuration: ${cod.join('; ')}`);
  const colour = customColourProblem(source);
  if (colour) throw new Error(`Invalid configuration: ${colour}`);
  const declared = declarationProblem(source);
  if (declared) throw new Error(`Invalid configuration: ${declared}`);
  const msg91 = msg91Problem(env);
  if (msg91) throw new Error(`Invalid configuration: ${msg91}`);
  const whatsapp = whatsAppProblem(env);
  if (whatsapp) throw new Error(`Invalid configuration: ${whatsapp}`);
  const seller = sellerProblem(env);
  if (seller) throw new Error(`Invalid configuration: ${seller}`);
  if (requireSecrets && env.NODE_ENV === 'production') {
    const problems = productionProblems(env);
    if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return env;
}

let cached: Env | undefined;
/** The process environment, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Allowed browser origins for CORS: the site itself plus CORS_ORIGINS. */
export function allowedOrigins(env: Env): string[] {
  const extra = env.CORS_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return [new URL(env.PUBLIC_SITE_URL).origin, ...extra];
}

/** The environment for the static build: it reads the catalog only, so signing secrets are not needed. */
export function getBuildEnv(): Env {
  return parseEnv(process.env, { requireSecrets: false });
}
