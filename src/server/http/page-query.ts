// The query of a paged console list (`?cursor=&limit=`); the paging itself is db/page.ts.
import { z } from 'zod';
import { PAGE_MAX } from '#/server/db/page.ts';

export { PAGE_MAX };

/** `?cursor=&limit=` of a paged list (`defaultLimit` keeps a route's old page size). */
export const pageQuery = (defaultLimit: number, max = PAGE_MAX) => ({
  cursor: z.string().trim().max(400).optional().describe('`nextCursor` of the previous page'),
  limit: z.coerce.number().int().min(1).max(max).default(defaultLimit),
});

/** A console list's query: `status`, one of `statuses` (the first when not given), and the page. */
export const statusPageQuery = <const S extends readonly [string, ...string[]]>(
  statuses: S,
  description: string,
  defaultLimit: number,
  max?: number,
) => z.object({ status: z.enum(statuses).default(statuses[0]).describe(description), ...pageQuery(defaultLimit, max) });
