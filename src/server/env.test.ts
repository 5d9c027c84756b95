import { describe, expect, it } from 'vitest';
import { allowedOrigins, parseEnv } from './env.ts';
import { codOffered, createPayments, paymentMethods } from '#/server/adapters/payments/index.ts';

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'a-production-signing-secret-of-32+chars' };
const MSG91 = { MSG91_AUTH_KEY: 'msg91-auth-key', MSG91_TEMPLATE_ID: 'cod_code_template' };

/** Each value, set over `base`, stops the server with a message naming its key. */
function refusesEach(base: Record<string, string>, bad: [key: string, value: string][]) {
  for (const [key, value] of bad)
    expect(() => parseEnv({ ...base, [key]: value }), `${key}=${value}`).toThrow(new RegExp(key));
}

/** Two keys that go together (`pair`, with good values): either one alone is refused, naming the other. */
function refusesHalf(pair: Record<string, string>) {
  const [[first, firstValue], [second, secondValue]] = Object.entries(pair) as [[string, string], [string, string]];
  expect(() => parseEnv({ [first]: firstValue })).toThrow(`: ${second} must be set when ${first} is set`);
  expect(() => parseEnv({ [second]: secondValue })).toThrow(`: ${first} must be set when ${second} is set`);
}

describe('env', () => {
  it('fills safe defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(4321);
    expect(env.DATA_DIR).toBe('.data');
    expect(env.WAREHOUSE_PIN).toBe('122002');
    expect(env.RAZORPAY_KEY_ID).toBeUndefined();
    expect(env.RAZORPAY_KEY_SECRET).toBe('sandbox_secret');
  });
  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', SMTP_URL: '' }).PORT).toBe(4321);
  });
  it('refuses bad values with a message naming the key', () => {
    refusesEach({}, [
      ['PORT', 'eighty'],
      ['WAREHOUSE_PIN', '12345'],
      ['JWT_SECRET', 'short'],
    ]);
  });
  it('refuses real Razorpay keys without their real secret', () => {
    expect(() => parseEnv({ RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(parseEnv({ RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'real' }).RAZORPAY_KEY_SECRET).toBe('real');
  });
  it('refuses S3_BUCKET without both S3 keys, naming the missing one', () => {
    expect(() => parseEnv({ S3_BUCKET: 'shop-uploads' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is set/,
    );
    expect(() => parseEnv({ S3_BUCKET: 'shop-uploads', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      /: S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is set/,
    );
    expect(() => parseEnv({ S3_BUCKET: 'shop-uploads', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /: S3_ACCESS_KEY_ID must be set when S3_BUCKET is set/,
    );
    expect(() =>
      parseEnv({ S3_BUCKET: 'Shop_Uploads!', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' }),
    ).toThrow(/S3_BUCKET/);
    const env = parseEnv({
      S3_BUCKET: 'shop-uploads',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(env.S3_ENDPOINT).toBe('https://s3.ap-south-1.amazonaws.com');
    expect(env.S3_REGION).toBe('ap-south-1');
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
  });
  it('requires JWT_SECRET in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
  });
  it('refuses production without a real payment provider, naming the keys', () => {
    expect(() => parseEnv(PRODUCTION)).toThrow(
      /RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or STRIPE_SECRET_KEY, must be set when NODE_ENV=production/,
    );
  });
  it('refuses production with sandbox secrets only', () => {
    expect(() => parseEnv({ ...PRODUCTION, RAZORPAY_KEY_SECRET: 'sandbox_secret' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ ...PRODUCTION, RAZORPAY_KEY_SECRET: 'a-real-looking-secret' })).toThrow(/RAZORPAY_KEY_ID/);
    expect(() => parseEnv({ ...PRODUCTION, RAZORPAY_WEBHOOK_SECRET: 'whsec', STRIPE_WEBHOOK_SECRET: 'whsec' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
  });
  it('refuses a short ADMIN_TOKEN in production, naming the key', () => {
    const env = { ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_live_x' };
    expect(() => parseEnv({ ...env, ADMIN_TOKEN: 'operator-secret-token' })).toThrow(
      /ADMIN_TOKEN must be at least 32 characters when NODE_ENV=production/,
    );
    const token = 'k3Jq9vXw2LmN8pRt5YbZc7Hd4Fg6Se1A';
    expect(parseEnv({ ...env, ADMIN_TOKEN: token }).ADMIN_TOKEN).toBe(token);
    expect(parseEnv({ ...env }).ADMIN_TOKEN).toBeUndefined(); // unset: the operator API is off
    expect(parseEnv({ ADMIN_TOKEN: 'short' }).ADMIN_TOKEN).toBe('short'); // development keeps its short token
  });
  it.each(['JWT_SECRET', 'ADMIN_TOKEN'])('refuses a guessable %s in production, naming the key', (key) => {
    const env = {
      ...PRODUCTION,
      STRIPE_SECRET_KEY: 'sk_live_x',
      ADMIN_TOKEN: 'wJaBi/ZJrWxbS4y4R1POjkBjXb2Hm7UJ/ICuC2P4DXA=',
    };
    for (const weak of ['a'.repeat(32), 'changeme'.repeat(4), 'abcd'.repeat(8), '0'.repeat(64)])
      expect(() => parseEnv({ ...env, [key]: weak }), weak).toThrow(
        new RegExp(`${key} is too easy to guess .* when NODE_ENV=production`),
      );
    // Random secrets in the usual encodings start: hex (4 bits a character at best) included, the first being a
    // real `openssl rand -hex 16` from the low tail (3.04 bits a character).
    for (const strong of [
      'b58d6265458a52e5b4b625cce625526e',
      '28948af133fd1edea04d400e1781d7b8',
      '034d63c599b3d3d2e8be6c67ee4f9bc531c4b64da4555c944ef99944ffb0412b',
      'YwmWEsLSD7AlMVgAXDwvLRCE8QKDyy3Z',
    ])
      expect(parseEnv({ ...env, [key]: strong })[key as 'JWT_SECRET'], strong).toBe(strong);
    // Development and the static build keep whatever they are given.
    expect(parseEnv({ [key]: 'a'.repeat(32) })[key as 'JWT_SECRET']).toBe('a'.repeat(32));
    expect(parseEnv({ NODE_ENV: 'production', [key]: 'a'.repeat(32) }, { requireSecrets: false })).toBeDefined();
  });
  it('starts production with real keys, without any sandbox', () => {
    const razorpayOnly = parseEnv({ ...PRODUCTION, ...MSG91, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'l' });
    expect(paymentMethods(createPayments(razorpayOnly), codOffered(razorpayOnly).offered)).toEqual([
      { id: 'razorpay', label: 'Razorpay', sandbox: false },
      { id: 'cod', label: 'Cash on Delivery', sandbox: false },
    ]);
    const stripeOnly = parseEnv({ ...PRODUCTION, ...MSG91, STRIPE_SECRET_KEY: 'sk_live_x' });
    expect(paymentMethods(createPayments(stripeOnly), codOffered(stripeOnly).offered)).toEqual([
      { id: 'card', label: 'Card', sandbox: false },
      { id: 'cod', label: 'Cash on Delivery', sandbox: false },
    ]);
    const both = createPayments(
      parseEnv({ ...PRODUCTION, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'live', STRIPE_SECRET_KEY: 'sk' }),
    );
    expect([both.razorpay?.provider, both.card?.provider]).toEqual(['razorpay', 'stripe']);
  });
  it('lets the static build run in production mode without any key, and without a sandbox', () => {
    const env = parseEnv({ NODE_ENV: 'production', ADMIN_TOKEN: 'short' }, { requireSecrets: false });
    // Cash on delivery needs no provider, only SMS; no online method is offered.
    expect(paymentMethods(createPayments(env), true)).toEqual([
      { id: 'cod', label: 'Cash on Delivery', sandbox: false },
    ]);
  });
  it('offers cash on delivery in production only with SMS configured, naming the keys to set', () => {
    const live = { ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_live_x' };
    const withoutSms = codOffered(parseEnv(live));
    expect(withoutSms.offered).toBe(false);
    if (!withoutSms.offered) expect(withoutSms.why).toMatch(/Set MSG91_AUTH_KEY and MSG91_TEMPLATE_ID/);
    expect(paymentMethods(createPayments(parseEnv(live)), withoutSms.offered)).toEqual([
      { id: 'card', label: 'Card', sandbox: false },
    ]);
    expect(codOffered(parseEnv({ ...live, ...MSG91 })).offered).toBe(true);
    // Offline the outbox is where a developer reads the code.
    expect(codOffered(parseEnv({})).offered).toBe(true);
  });
  it('reads the cash-on-delivery rules and refuses a bad value, naming its key', () => {
    expect(parseEnv({}).cod).toEqual({
      feePaise: 49_00,
      maxTotalPaise: 5_000_00,
      maxRefused: 2,
      maxOutstandingPaise: 10_000_00,
      maxOutstandingOrders: 3,
      codesPerHour: { phone: 5, account: 10, network: 20 },
      pinPrefixes: [],
    });
    const caps = parseEnv({ COD_MAX_OUTSTANDING_TOTAL: '8000', COD_CODES_PER_ADDRESS_PER_HOUR: '50' }).cod;
    expect(caps).toMatchObject({ maxOutstandingPaise: 8_000_00, codesPerHour: { phone: 5, account: 10, network: 50 } });
    expect(() => parseEnv({ COD_CODES_PER_PHONE_PER_HOUR: '0' })).toThrow(/COD_CODES_PER_PHONE_PER_HOUR must be/);
    expect(() => parseEnv({ COD_MAX_OUTSTANDING_ORDERS: 'many' })).toThrow(/COD_MAX_OUTSTANDING_ORDERS must be/);
    const set = parseEnv({ PUBLIC_COD_FEE: '0', PUBLIC_COD_MAX_TOTAL: '3000', COD_PIN_PREFIXES: '56, 11' });
    expect(set.cod).toMatchObject({ feePaise: 0, maxTotalPaise: 3_000_00, pinPrefixes: ['56', '11'] });
    expect(() => parseEnv({ PUBLIC_COD_FEE: 'free' })).toThrow(/PUBLIC_COD_FEE must be a whole number/);
    expect(() => parseEnv({ PUBLIC_COD_MAX_TOTAL: '0' })).toThrow(/PUBLIC_COD_MAX_TOTAL/);
    expect(() => parseEnv({ COD_MAX_REFUSED: '-1' })).toThrow(/COD_MAX_REFUSED/);
    expect(() => parseEnv({ COD_PIN_PREFIXES: '56,abc' })).toThrow(/COD_PIN_PREFIXES .*"abc"/);
  });
  it('reads the customised-colour charge (₹299 unless set) and refuses a bad one, naming its key', () => {
    expect(parseEnv({}).customColourChargePaise).toBe(299_00);
    expect(parseEnv({ PUBLIC_CUSTOM_COLOUR_CHARGE: '0' }).customColourChargePaise).toBe(0);
    expect(parseEnv({ PUBLIC_CUSTOM_COLOUR_CHARGE: '450' }).customColourChargePaise).toBe(450_00);
    expect(() => parseEnv({ PUBLIC_CUSTOM_COLOUR_CHARGE: 'free' })).toThrow(/PUBLIC_CUSTOM_COLOUR_CHARGE must be/);
  });
  it('reads the store’s Legal Metrology defaults and refuses an unknown maker role, naming its key', () => {
    expect(parseEnv({}).declarations).toMatchObject({ makerRole: 'manufacturer', countryOfOrigin: 'India' });
    expect(parseEnv({ PUBLIC_MAKER_ROLE: 'importer' }).declarations.makerRole).toBe('importer');
    expect(() => parseEnv({ PUBLIC_MAKER_ROLE: 'maker' })).toThrow(/PUBLIC_MAKER_ROLE must be one of/);
  });
  it('takes the site URL from where the server listens when PUBLIC_SITE_URL is unset', () => {
    expect(parseEnv({}).PUBLIC_SITE_URL).toBe('http://localhost:4321');
    expect(parseEnv({ PORT: '4776' }).PUBLIC_SITE_URL).toBe('http://localhost:4776');
    expect(parseEnv({ PORT: '8080', HOST: '0.0.0.0' }).PUBLIC_SITE_URL).toBe('http://localhost:8080');
    expect(parseEnv({ PORT: '8080', HOST: '192.168.1.20' }).PUBLIC_SITE_URL).toBe('http://192.168.1.20:8080');
    expect(parseEnv({ PORT: '8080', HOST: 'fd00::5' }).PUBLIC_SITE_URL).toBe('http://[fd00::5]:8080');
    expect(parseEnv({ PORT: '4776', PUBLIC_SITE_URL: 'https://shop.example' }).PUBLIC_SITE_URL).toBe(
      'https://shop.example',
    );
    expect(allowedOrigins(parseEnv({ PORT: '4776' }))).toEqual(['http://localhost:4776']);
  });
  it('allows the site origin plus CORS_ORIGINS', () => {
    expect(
      allowedOrigins(
        parseEnv({ PUBLIC_SITE_URL: 'https://shop.example/', CORS_ORIGINS: 'https://a.example, https://b.example' }),
      ),
    ).toEqual(['https://shop.example', 'https://a.example', 'https://b.example']);
  });
});

describe('env: MSG91 (SMS)', () => {
  const KEYS = { MSG91_AUTH_KEY: '412345AbCdEf1234567890P1', MSG91_TEMPLATE_ID: '68664019d6fc05080d67a2a3' };
  it('leaves MSG91 off by default, with its API URL ready', () => {
    const env = parseEnv({});
    expect(env.MSG91_AUTH_KEY).toBeUndefined();
    expect(env.MSG91_TEMPLATE_ID).toBeUndefined();
    expect(env.MSG91_SENDER_ID).toBeUndefined();
    expect(env.MSG91_API_URL).toBe('https://control.msg91.com');
    expect(parseEnv({ MSG91_AUTH_KEY: '', MSG91_TEMPLATE_ID: '' }).MSG91_AUTH_KEY).toBeUndefined();
  });
  it('takes the key and the template together, the sender id optionally', () => {
    expect(parseEnv(KEYS)).toMatchObject(KEYS);
    expect(parseEnv({ ...KEYS, MSG91_SENDER_ID: 'SAANJH' }).MSG91_SENDER_ID).toBe('SAANJH');
  });
  it('refuses half a configuration, naming the missing key', () => {
    refusesHalf(KEYS);
    expect(() => parseEnv({ MSG91_SENDER_ID: 'SAANJH' })).toThrow(
      /MSG91_AUTH_KEY and MSG91_TEMPLATE_ID must be set when MSG91_SENDER_ID is set/,
    );
    expect(() => parseEnv({ MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID: '68664019d6fc05080d67a2b4' })).toThrow(
      /MSG91_AUTH_KEY and MSG91_TEMPLATE_ID must be set when MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID is set/,
    );
  });
  it('takes the out-for-delivery template beside the code’s, and leaves it unset by default', () => {
    expect(parseEnv(KEYS).MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID).toBeUndefined();
    const ofd = { ...KEYS, MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID: '68664019d6fc05080d67a2b4' };
    expect(parseEnv(ofd)).toMatchObject(ofd);
    expect(() => parseEnv({ ...ofd, MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID: 'out for delivery' })).toThrow(
      /MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID must be the template id MSG91 shows/,
    );
  });
  it('refuses malformed values, naming the key', () => {
    refusesEach(KEYS, [
      ['MSG91_AUTH_KEY', '   '],
      ['MSG91_TEMPLATE_ID', 'my template'],
      ['MSG91_SENDER_ID', 'SAANJH-STORE'],
      ['MSG91_API_URL', 'control.msg91.com'],
    ]);
  });
});

describe('env: WhatsApp (Cloud API)', () => {
  const KEYS = { WHATSAPP_TOKEN: 'EAAGm0PX4ZCpsBAJ7ZBx5ZCQ1a2b3c4d5e6f', WHATSAPP_PHONE_NUMBER_ID: '106540352242922' };
  it('leaves WhatsApp off by default, with the Graph API URL and the English templates ready', () => {
    const env = parseEnv({});
    expect(env.WHATSAPP_TOKEN).toBeUndefined();
    expect(env.WHATSAPP_PHONE_NUMBER_ID).toBeUndefined();
    expect(env.WHATSAPP_API_URL).toBe('https://graph.facebook.com/v26.0');
    expect(env.WHATSAPP_LANGUAGE).toBe('en');
    expect(parseEnv({ WHATSAPP_TOKEN: '', WHATSAPP_PHONE_NUMBER_ID: '' }).WHATSAPP_TOKEN).toBeUndefined();
  });
  it('takes the token and the phone-number id together, and another language or API URL', () => {
    expect(parseEnv(KEYS)).toMatchObject(KEYS);
    const env = parseEnv({ ...KEYS, WHATSAPP_LANGUAGE: 'en_US', WHATSAPP_API_URL: 'https://graph.facebook.com/v25.0' });
    expect([env.WHATSAPP_LANGUAGE, env.WHATSAPP_API_URL]).toEqual(['en_US', 'https://graph.facebook.com/v25.0']);
    expect(parseEnv({ ...KEYS, WHATSAPP_LANGUAGE: 'hi' }).WHATSAPP_LANGUAGE).toBe('hi');
  });
  it('refuses half a configuration, naming the missing key', () => {
    refusesHalf(KEYS);
  });
  it('refuses malformed values, naming the key', () => {
    refusesEach(KEYS, [
      ['WHATSAPP_TOKEN', 'two words token value'],
      ['WHATSAPP_TOKEN', 'short'],
      // The phone-number id is Meta's id for the number, never the number itself.
      ['WHATSAPP_PHONE_NUMBER_ID', '+91 98765 43210'],
      ['WHATSAPP_API_URL', 'graph.facebook.com/v26.0'],
      ['WHATSAPP_LANGUAGE', 'English'],
    ]);
  });
});

describe('seller and GST keys', () => {
  it('default to a Haryana seller with a demo GSTIN, apparel at 5% up to ₹2,500 a piece and 18% above', () => {
    const env = parseEnv({});
    expect([env.SELLER_NAME, env.SELLER_ADDRESS, env.SELLER_STATE]).toEqual([undefined, undefined, 'Haryana']);
    expect(env.SELLER_GSTIN).toBe('06ABCDE1234F1Z4');
    expect(env.GST_APPAREL_RATES).toEqual([
      { upToPaise: 2500_00, rateBp: 500 },
      { upToPaise: Number.POSITIVE_INFINITY, rateBp: 1800 },
    ]);
    expect([env.GST_SERVICE_RATE, env.GST_HSN_APPAREL, env.GST_HSN_BY_CATEGORY]).toEqual([
      1800,
      '6204',
      { top: '6206' },
    ]);
  });
  it('take a real GSTIN in any case, and the state as typed', () => {
    const env = parseEnv({ SELLER_GSTIN: '29aagcb7383j1z4', SELLER_STATE: 'karnataka', GST_SERVICE_RATE: '12' });
    expect([env.SELLER_GSTIN, env.SELLER_STATE, env.GST_SERVICE_RATE]).toEqual(['29AAGCB7383J1Z4', 'Karnataka', 1200]);
  });
  it('refuse a bad value, naming the key', () => {
    expect(() => parseEnv({ SELLER_GSTIN: '06ABCDE1234F1Z5' })).toThrow(/SELLER_GSTIN: .*valid check character/);
    expect(() => parseEnv({ SELLER_GSTIN: 'GSTIN-PENDING' })).toThrow(/SELLER_GSTIN/);
    expect(() => parseEnv({ SELLER_STATE: 'Atlantis' })).toThrow(/SELLER_STATE: .*Indian state/);
    expect(() => parseEnv({ GST_APPAREL_RATES: '2500:5' })).toThrow(/GST_APPAREL_RATES is not valid: the last band/);
    expect(() => parseEnv({ GST_SERVICE_RATE: 'eighteen' })).toThrow(/GST_SERVICE_RATE/);
    expect(() => parseEnv({ GST_HSN_APPAREL: '62' })).toThrow(/GST_HSN_APPAREL/);
    expect(() => parseEnv({ GST_HSN_BY_CATEGORY: 'top' })).toThrow(/GST_HSN_BY_CATEGORY/);
  });
  it('refuse a GSTIN registered in another state than SELLER_STATE', () => {
    expect(() => parseEnv({ SELLER_STATE: 'Karnataka' })).toThrow(
      /SELLER_GSTIN 06ABCDE1234F1Z4 is registered in state 06, not in SELLER_STATE Karnataka \(29\)/,
    );
  });
});

describe('delivery rules', () => {
  it('defaults to ₹100 standard, free from ₹2,000, ₹200 express', () => {
    expect(parseEnv({}).delivery).toEqual({
      feePaise: 100_00,
      freeFromPaise: 2000_00,
      expressFeePaise: 200_00,
      expressDaysSaved: 2,
    });
    expect(parseEnv({ PUBLIC_DELIVERY_FEE: '', PUBLIC_FREE_DELIVERY_FROM: ' ' }).delivery.feePaise).toBe(100_00);
  });
  it('reads the configured values, in whole rupees', () => {
    const env = parseEnv({
      PUBLIC_DELIVERY_FEE: '79',
      PUBLIC_FREE_DELIVERY_FROM: '1499',
      PUBLIC_EXPRESS_DELIVERY_FEE: '249',
      PUBLIC_EXPRESS_DELIVERY_DAYS_SAVED: '3',
    });
    expect(env.delivery).toEqual({
      feePaise: 79_00,
      freeFromPaise: 1499_00,
      expressFeePaise: 249_00,
      expressDaysSaved: 3,
    });
  });
  it('refuses paise, words, negatives and values out of range, naming the key', () => {
    const refused = {
      PUBLIC_DELIVERY_FEE: ['99.50', 'hundred', '-100', '0', '1001'],
      PUBLIC_FREE_DELIVERY_FROM: ['2,000', '100001'],
      PUBLIC_EXPRESS_DELIVERY_FEE: ['2e3'],
      PUBLIC_EXPRESS_DELIVERY_DAYS_SAVED: ['0', '6'],
    };
    for (const [key, values] of Object.entries(refused))
      for (const value of values)
        expect(() => parseEnv({ [key]: value }), `${key}=${value}`).toThrow(
          new RegExp(`${key}: must be a whole number of (rupees|working days) from`),
        );
    expect(() => parseEnv({ PUBLIC_DELIVERY_FEE: '1001' })).toThrow(/from 1 to 1,000 \(got "1001"\)/);
  });
  it('refuses express cheaper than standard', () => {
    expect(() => parseEnv({ PUBLIC_DELIVERY_FEE: '150', PUBLIC_EXPRESS_DELIVERY_FEE: '120' })).toThrow(
      /PUBLIC_EXPRESS_DELIVERY_FEE must be at least PUBLIC_DELIVERY_FEE/,
    );
    expect(parseEnv({ PUBLIC_DELIVERY_FEE: '150', PUBLIC_EXPRESS_DELIVERY_FEE: '150' }).delivery.expressFeePaise).toBe(
      150_00,
    );
  });
});
