import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { Services } from '../services/index.ts';

/** What every route handler can read from `c.var`. */
export type AppEnv = {
  Variables: {
    requestId: string;
    services: Services;
    config: Env;
    log: Logger;
  };
};
