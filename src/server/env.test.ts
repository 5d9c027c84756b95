import { describe, expect, it } from 'vitest';
import { allowedOrigins, parseEnv } from './env.ts';

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
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ WAREHOUSE_PIN: '12345' })).toThrow(/WAREHOUSE_PIN/);
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
  it('refuses real Razorpay keys without their real secret', () => {
    expect(() => parseEnv({ RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(parseEnv({ RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'real' }).RAZORPAY_KEY_SECRET).toBe('real');
  });
  it('requires JWT_SECRET in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
  });
  it('allows the site origin plus CORS_ORIGINS', () => {
    expect(allowedOrigins(parseEnv({ PUBLIC_SITE_URL: 'https://shop.example/', CORS_ORIGINS: 'https://a.example, https://b.example' }))).toEqual([
      'https://shop.example',
      'https://a.example',
      'https://b.example',
    ]);
  });
});
