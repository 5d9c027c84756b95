// The contract test: the OpenAPI document (GET /api/openapi.json) lists exactly the routes the app registers,
// and every documented route, walked with a request that succeeds and one that is refused, answers with a status
// the document lists and a body its schema for that status accepts. The document cannot drift from the code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '#/server/test/test-app.ts';
import { captureMailer } from '#/server/test/auth-helpers.ts';
import { createCapturingSms } from '#/server/test/capture-sms.ts';
import { productSizes } from '#/server/db/schema/index.ts';
import type { StoreApp } from '#/server/app.ts';
import { registeredRoutes } from './registered-routes.ts';
import { storeWalk } from './contract-walk.ts';
import { type Reply, type WalkContext, type WalkRequest, type WalkStep, walkFixtures } from './walk-kit.ts';
import { adminWalk } from './contract-walk-admin.ts';

type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, object> } };

const ADMIN_TOKEN = 'operator-token-that-is-long-enough-0123456789';
const RAZORPAY_WEBHOOK_SECRET = 'whsec_walk_razorpay';
const CARD_WEBHOOK_SECRET = 'whsec_walk_card';
let store: StoreApp;
let cardStore: StoreApp;
let document: Document;
let walk: Record<string, WalkStep>;
const ctx = { clock: { now: new Date('2026-11-20T10:00:00Z') } } as WalkContext;
let ip = 0;

beforeAll(async () => {
  ctx.mailer = captureMailer();
  ctx.sms = createCapturingSms();
  ctx.adminToken = ADMIN_TOKEN;
  ctx.razorpayWebhookSecret = RAZORPAY_WEBHOOK_SECRET;
  ctx.cardWebhookSecret = CARD_WEBHOOK_SECRET;
  store = await createTestApp(
    {
      ADMIN_TOKEN,
      RAZORPAY_WEBHOOK_SECRET,
      TRUST_PROXY: 'true',
      DATA_DIR: `.data/test-contract-${process.pid}`,
      // A stand-in for the site build (no Astro in unit tests): the walk's publish makes an empty folder.
      PUBLISH_BUILD_COMMAND: 'mkdir -p "$BUILD_OUT_DIR"',
    },
    { mailer: ctx.mailer, sms: ctx.sms, now: () => ctx.clock.now },
  );
  ctx.store = store;
  cardStore = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_walk',
    STRIPE_WEBHOOK_SECRET: CARD_WEBHOOK_SECRET,
    STRIPE_API_URL: 'http://127.0.0.1:9',
  });
  await store.database.db.update(productSizes).set({ stock: 50 });
  document = (await (await store.app.request('/api/openapi.json')).json()) as Document;
  const fixtures = await walkFixtures(ctx);
  walk = { ...(await storeWalk(ctx, fixtures)), ...(await adminWalk(ctx, fixtures)) };
}, 180_000);
afterAll(async () => {
  await store?.services.publisher.idle();
  await store?.close();
  await cardStore?.close();
});

const operations = (d: Document) =>
  Object.entries(d.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));

/**
 * Replies are checked strictly: an object the document lists properties for may have no others (a loose one
 * says `additionalProperties`), so a field the code adds without documenting it fails here.
 */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (!schema || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, strict(v)]));
  if (out.type === 'object' && out.properties && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

/** The documented schema, as zod: its component references resolved within one JSON Schema. */
function schemaOf(operation: Operation, status: number, type = 'application/json'): z.ZodType | undefined {
  const schema = operation.responses[status]?.content?.[type]?.schema;
  if (!schema) return undefined;
  const local = JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', '#/$defs/'));
  const defs = JSON.parse(JSON.stringify(document.components.schemas).replaceAll('#/components/schemas/', '#/$defs/'));
  return z.fromJSONSchema(strict({ ...local, $defs: defs }) as Parameters<typeof z.fromJSONSchema>[0]);
}

/** The request to the route (`METHOD /path`): its method, and its path unless the request gives one. */
async function send(route: string, request: WalkRequest): Promise<Response> {
  const [method, routePath] = route.split(' ') as [string, string];
  const { path = routePath, json, raw, form, headers = {} } = request;
  if (path.includes('{')) throw new Error(`${route}: the request names no path for the route's parameters`);
  const app = request.app === 'card' ? cardStore.app : store.app;
  ip += 1;
  const init: RequestInit = { method, headers: { 'X-Forwarded-For': `198.51.100.${ip % 250}`, ...headers } };
  if (json !== undefined) {
    init.body = JSON.stringify(json);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  } else if (raw !== undefined) init.body = raw;
  else if (form) init.body = form;
  return app.request(path, init);
}

/** Sends the request and checks the answer against the document; returns the JSON body, if any. */
async function check(route: string, request: WalkRequest, expected: 'success' | 'refusal'): Promise<Reply | undefined> {
  const [method, path] = route.split(' ') as [string, string];
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${route} is not in the document`);
  const res = await send(route, request);
  const type = res.headers.get('Content-Type') ?? '';
  const text = type.startsWith('application/json') ? await res.text() : '';
  const documented = Object.keys(operation.responses).map(Number);
  expect(documented, `${route} answered ${res.status}: ${text}`).toContain(res.status);
  const said = `${route} (${expected}): ${text.slice(0, 300)}`;
  if (expected === 'success') expect(res.status, said).toBe(request.status ?? 200);
  else {
    expect(res.status, said).toBeGreaterThanOrEqual(400);
    if (request.status) expect(res.status, said).toBe(request.status);
  }
  const declared = Object.keys(operation.responses[res.status]?.content ?? {});
  if (declared.length === 0) return undefined;
  if (!declared.includes('application/json')) {
    expect(
      declared.some((d) => type.startsWith(d)),
      `${route}: ${type} is not ${declared}`,
    ).toBe(true);
    return undefined;
  }
  const body = JSON.parse(text) as Reply;
  const parsed = schemaOf(operation, res.status)!.safeParse(body);
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  expect(issues, `${route} ${res.status} reply: ${text.slice(0, 400)}`).toEqual([]);
  return body;
}

describe('the OpenAPI document', () => {
  it('documents exactly the /api routes the app registers', () => {
    expect(operations(document).sort()).toEqual(registeredRoutes(store.app).sort());
  });

  it('is walked in full: every documented route has a success and a refusal in the walk', () => {
    expect(Object.keys(walk).sort()).toEqual(operations(document).sort());
  });
});

describe('every documented route answers as documented', () => {
  // The walk is built in beforeAll; its routes are the document's, known once the app exists, so one test walks
  // them in order, naming the route in each failure.
  it('a success and a refusal each, validated against the document', async () => {
    for (const [route, step] of Object.entries(walk)) {
      const reply = await check(route, await step.ok(), 'success');
      if (reply) step.keep?.(reply);
      if (typeof step.refusal === 'string') {
        const [method, path] = route.split(' ') as [string, string];
        const statuses = Object.keys(document.paths[path]![method.toLowerCase()]!.responses).map(Number);
        expect(
          statuses.filter((s) => s >= 400),
          `${route} says it refuses nothing`,
        ).toEqual([]);
      } else await check(route, await step.refusal(), 'refusal');
    }
  }, 180_000);
});
