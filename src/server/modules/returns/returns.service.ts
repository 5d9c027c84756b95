// Returns and size exchanges (docs/product/returns-and-exchanges.md): the shopper's requests (return-requests.ts),
// staff's steps along return-flow.ts (return-steps.ts) and the console's queue (return-queue.ts), built together.
// The policy is src/domain/return-eligibility.ts; the store credit that returns pay into is wallet.service.ts.
import { createReturnQueue } from './return-queue.ts';
import { createReturnRequests } from './return-requests.ts';
import { createReturnSteps } from './return-steps.ts';
import type { ReturnsDeps } from './returns-deps.ts';

export { chooseItem } from './return-requests.ts';
export type { ReturnsDeps } from './returns-deps.ts';
export {
  MAX_EXCHANGES,
  RETURN_FEE_PAISE,
  RETURN_WINDOW_DAYS,
  SECOND_EXCHANGE_FEE_PAISE,
} from '#/domain/return-eligibility.ts';

export function createReturnsService(deps: ReturnsDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    ...createReturnRequests({ ...deps, now }),
    ...createReturnSteps({ ...deps, now }),
    ...createReturnQueue(deps.db),
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
