// Chooses the payment adapters from configuration: real providers when keys are set, sandboxes otherwise.
import type { Env } from '#/server/env.ts';
import { createRazorpay, createSandboxRazorpay, type RazorpayGateway } from './razorpay.ts';
import { createSandboxCard, createStripe, type CardGateway } from './stripe.ts';

export type Payments = { razorpay: RazorpayGateway; card: CardGateway };

export function createPayments(env: Env): Payments {
  const razorpay = env.RAZORPAY_KEY_ID
    ? createRazorpay({
        keyId: env.RAZORPAY_KEY_ID,
        keySecret: env.RAZORPAY_KEY_SECRET,
        webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
        apiUrl: env.RAZORPAY_API_URL,
      })
    : createSandboxRazorpay({ keySecret: env.RAZORPAY_KEY_SECRET, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET });
  const card = env.STRIPE_SECRET_KEY
    ? createStripe({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiUrl: env.STRIPE_API_URL,
      })
    : createSandboxCard();
  return { razorpay, card };
}

export type { RazorpayGateway, CardGateway };
