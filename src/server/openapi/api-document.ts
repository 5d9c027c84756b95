// This API's OpenAPI document: every route's `createRoute` (router.ts), plus what holds for every call: the
// refusals all routes share and the ways to log in.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from '#/server/env.ts';
import type { AppEnv } from '#/server/http/context.ts';
import { refusal } from './shapes.ts';

const DESCRIPTION = `The store's HTTP API: the catalog, accounts, cart, checkout, orders, returns and the operator API.

## Refusals are 4xx with a message

Every refusal answers a **4xx status** (400 bad input, 401 not logged in, 403, 404, 409 conflict, 413 too large,
422 a rule says no, 429 too many attempts) with the body \`{ "success": false, "message": "…" }\`. The message is
written for the shopper: show it. A client that reads \`message\` only from 2xx answers shows a generic error
instead; read the body of every answer. An unexpected failure is a 500 with the same body.

## Conventions

- Authentication: \`Authorization: Bearer <token>\` or a \`token: <token>\` header, the token from login or
  sign-up. No token (or \`null\`, or something that is not a token) is "Please login to continue"; a real token
  that expired or was revoked is "Your session has expired. Please login again."
- Money in rupees (numbers), dates as ISO 8601 strings (UTC), image URLs absolute.
- Request bodies are JSON (\`Content-Type: application/json\`) except the review upload (multipart/form-data).
`;

type Json = Record<string, unknown>;
type Operation = Json & {
  responses: Record<string, Json>;
  security?: Json[];
  requestBody?: Json;
  parameters?: unknown[];
};
export type OpenApiDocument = Json & { paths: Record<string, Record<string, Operation>> };

const REFUSAL = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } } };

/** The refusals every route of a kind answers, so that no route has to list them. */
function sharedRefusals(op: Operation): Record<number, string> {
  const byToken = (op.security ?? []).flatMap((s) => Object.keys(s));
  const loginNeeded = byToken.length > 0 && !(op.security ?? []).some((s) => Object.keys(s).length === 0);
  const shared: Record<number, string> = {};
  if (op.requestBody || op.parameters?.length)
    shared[400] = 'Bad input: the message names the field and what is wrong with it.';
  if (op.requestBody) shared[413] = 'The body is larger than this endpoint takes (64 KB of JSON).';
  if (byToken.includes('adminToken')) {
    shared[401] = 'No token, an expired session, or a wrong ADMIN_TOKEN.';
    shared[403] = "A shopper's token: the console is for accounts with the staff or owner role.";
    shared[429] = '10 wrong ADMIN_TOKEN guesses from this address in 15 minutes.';
  } else if (loginNeeded)
    shared[401] =
      'No token, or one that is not a token ("Please login to continue"); a real token that expired or was ' +
      'revoked ("Your session has expired. Please login again.").';
  return shared;
}

export function apiDocument(app: OpenAPIHono<AppEnv>, env: Env): OpenApiDocument {
  app.openAPIRegistry.register('Refusal', refusal);
  const document = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: `${env.store.name} API`, version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: env.PUBLIC_API_URL || new URL(env.PUBLIC_SITE_URL).origin }],
  }) as unknown as OpenApiDocument & { components: Json };
  for (const operations of Object.values(document.paths))
    for (const op of Object.values(operations))
      for (const [status, description] of Object.entries(sharedRefusals(op)))
        op.responses[status] ??= { description, ...REFUSAL };
  document.components.securitySchemes = {
    bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token from login.' },
    tokenHeader: { type: 'apiKey', in: 'header', name: 'token', description: 'The same token, as `token`.' },
    adminToken: {
      type: 'http',
      scheme: 'bearer',
      description: 'The automation token (ADMIN_TOKEN), acting as the owner; staff use their login token.',
    },
  };
  return document;
}
