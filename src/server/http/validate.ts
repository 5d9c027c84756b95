// Request validation: every body and parameter goes through a zod schema; failures are 400 with a
// shopper's message naming the field (shopper-messages.ts), never a 500.
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { badInput } from '#/server/errors.ts';
import { shopperIssue, shopperMessage } from './shopper-messages.ts';
import type { AppEnv } from './context.ts';

/** PostgreSQL refuses NUL in text: such input is bad input (400), never a database error (500). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
export const NUL = /\u0000/;
class ForbiddenContent extends SyntaxError {}

/**
 * Whether any text in the value holds a NUL: a string, or any key or string inside the objects and arrays that
 * `c.req.param()`, `c.req.query()` and parsed bodies are.
 */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return NUL.test(value);
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value) && !(value instanceof Blob))
    return Object.entries(value).some(([key, v]) => NUL.test(key) || holdsNul(v));
  return false;
}

/** Validates a path parameter, query value or parsed body, or all of a request's parameters or query at once. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  if (holdsNul(value)) throw badInput('Text must not contain NUL characters');
  const result = schema.safeParse(value, { error: shopperIssue });
  if (!result.success) throw badInput(shopperMessage(result.error));
  return result.data;
}

/** Reads a JSON body (an empty body counts as {}) and validates it. */
export async function readJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text, (key, v) => {
        // A "__proto__" key can only be an attack on object prototypes: refuse the whole body.
        if (key === '__proto__') throw new SyntaxError('forbidden key');
        if ((typeof v === 'string' && NUL.test(v)) || NUL.test(key)) throw new ForbiddenContent('NUL');
        return v;
      });
    } catch (error) {
      throw badInput(error instanceof ForbiddenContent ? 'Text must not contain NUL characters' : 'Invalid JSON body');
    }
  }
  return parseWith(schema, value);
}

const AFTER_VALIDATION = Symbol('afterValidation');
/** Marks route middleware to run once the input is valid (src/server/openapi/router.ts). */
export const afterValidation = <M extends MiddlewareHandler<AppEnv>>(middleware: M): M =>
  Object.assign(middleware, { [AFTER_VALIDATION]: true });
export const runsAfterValidation = (m: MiddlewareHandler) => AFTER_VALIDATION in m;
