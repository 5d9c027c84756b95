import type { Env } from '#/server/env.ts';
import type { Logger } from '#/server/logger.ts';
import type { Services } from '#/server/services/index.ts';

/** What every route handler can read from `c.var`. */
/** The signed-in shopper, set by the auth middleware. */
export type AuthUser = { id: string; name: string; email: string };

export type AppEnv = {
  Variables: {
    user?: AuthUser;
    sessionId?: string;
    requestId: string;
    services: Services;
    config: Env;
    log: Logger;
  };
};
