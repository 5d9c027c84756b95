import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#/server/db/client.ts';
import { rateLimits } from '#/server/db/schema/index.ts';
import { createRateLimiter } from './rate-limit.service.ts';

const HOUR = 3_600_000;
let database: Database;
let clock = Date.UTC(2026, 10, 25, 10);
const limiter = () => createRateLimiter(database.db, () => new Date(clock));

beforeAll(async () => {
  database = await openDatabase('memory://', '.data/test');
});
afterAll(() => database.close());

describe('rate-limit counters', () => {
  it('prune deletes windows over two days old and keeps the recent ones counting', async () => {
    const limit = { key: 'otp:ip:1', max: 2, windowMs: HOUR, message: 'Too many' };
    await limiter().hit(limit);
    clock += 3 * 24 * HOUR;
    await limiter().hit(limit);
    await limiter().hit(limit);

    expect(await limiter().prune()).toBe(1);
    const rows = await database.db.select().from(rateLimits);
    expect(rows).toEqual([{ key: 'otp:ip:1', windowStart: Math.floor(clock / HOUR) * HOUR, count: 2 }]);
    await expect(limiter().hit(limit)).rejects.toThrow('Too many');
  });
});
