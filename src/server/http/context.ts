import type { Context } from 'hono';
import type { Env } from '#/server/env.ts';
import type { Logger } from '#/server/logger.ts';
import type { StaffRole } from '#/lib/admin.ts';
import type { Services } from '#/server/container.ts';

/** What every route handler can read from `c.var`. */
/** The signed-in shopper, set by the auth middleware. */
export type AuthUser = { id: string; name: string; email: string };

/** Who uses the console: a staff account, or ADMIN_TOKEN automation (acting as owner). Set by requireStaff. */
export type StaffActor = { email: string; name: string; role: StaffRole };

export type AppEnv = {
  Variables: {
    user?: AuthUser;
    staff?: StaffActor;
    sessionId?: string;
    requestId: string;
    services: Services;
    config: Env;
    log: Logger;
  };
};

/** What a helper a route's handlers share reads of their context: `c.var`, and `c.json` to answer with. */
export type HandlerContext = { var: AppEnv['Variables']; json: Context['json'] };
