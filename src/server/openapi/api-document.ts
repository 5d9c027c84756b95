// This API's OpenAPI document: the routes' own docs (generate.ts) plus what holds for every call.
import type { Hono } from 'hono';
import type { Env } from '#/server/env.ts';
import type { AppEnv } from '#/server/http/context.ts';
import { generateOpenApi, type OpenApiDocument } from './generate.ts';

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

export function apiDocument(app: Hono<AppEnv>, env: Env): OpenApiDocument {
  const { document } = generateOpenApi(app, {
    title: `${env.store.name} API`,
    version: '1.0.0',
    description: DESCRIPTION,
    serverUrl: env.PUBLIC_API_URL || new URL(env.PUBLIC_SITE_URL).origin,
  });
  return document;
}
