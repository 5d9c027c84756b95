// The seller details the pages show (contact page, footer, /grievance): the server's own reading of the
// configuration (env.ts), so the GSTIN on the site is the one checked at start and printed on the invoices.
import { getBuildEnv } from '#/server/env.ts';

export const SELLER = getBuildEnv().seller;
