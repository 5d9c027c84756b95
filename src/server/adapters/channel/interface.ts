// The contract every message channel (mail, SMS, WhatsApp) keeps with whoever sends through it, the notification
// worker first: a message that does not go out fails with a DeliveryError saying whether sending it again later can
// help. Modules import it from here (docs/architecture.md, rule service-adapter-interface); the adapters build it
// with the classifiers in ../delivery-error.ts.
//
// It is an AppError ('rule', 422) too, so a route that sends while the shopper waits (a COD code) still answers
// with its plain sentence, never a 500. `message` is that sentence; `answer` is the provider's own words for the
// owner and the worker's record, made safe to keep (safeAnswer in delivery-error.ts).
import { AppError } from '#/server/errors.ts';

export class DeliveryError extends AppError {
  /** True when sending the same message again cannot succeed (refused address, template, credentials). */
  readonly permanent: boolean;
  /** What the provider said, safe to log and to keep. */
  readonly answer: string;
  constructor(message: string, { permanent, answer }: { permanent: boolean; answer: string }) {
    super('rule', message);
    this.name = 'DeliveryError';
    this.permanent = permanent;
    this.answer = answer;
  }
}

/**
 * For a worker deciding on any error a channel threw: a DeliveryError says; any other AppError is the input
 * itself refused (a number that is not a mobile), so never; anything else (a bug, a surprise) is tried again,
 * as far as the worker's attempt limit allows.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof DeliveryError) return !error.permanent;
  return !(error instanceof AppError);
}
