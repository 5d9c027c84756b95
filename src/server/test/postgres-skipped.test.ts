import { afterEach, describe, expect, it, vi } from 'vitest';
import setup, { POSTGRES_SKIPPED } from './postgres-skipped.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the PostgreSQL suites, when skipped', () => {
  it('are named once, with why and how to run them', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.stubEnv('TEST_DATABASE_URL', '');
    setup();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toContain(POSTGRES_SKIPPED);
    expect(POSTGRES_SKIPPED).toMatch(/TEST_DATABASE_URL is not set.*TEST_DATABASE_URL=postgres:\/\/.* npm test$/);
  });

  it('say nothing when they run', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.stubEnv('TEST_DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/postgres');
    setup();
    expect(log).not.toHaveBeenCalled();
  });
});
