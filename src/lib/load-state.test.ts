import { describe, expect, it } from 'vitest';
import { afterReload, LOADING, ok, settle } from './load-state.ts';

describe('settle', () => {
  it('turns a value into ready and a thrown error into failed with its message', async () => {
    expect(await settle(async () => [1, 2])).toEqual({ status: 'ready', data: [1, 2] });
    expect(await settle(async () => Promise.reject(new Error('Network error')))).toEqual({
      status: 'failed',
      message: 'Network error',
    });
  });

  it('turns a refused answer into failed with the server message', async () => {
    const refused = { success: false as const, message: 'Service unavailable' };
    expect(await settle(async () => ok(refused))).toEqual({ status: 'failed', message: 'Service unavailable' });
    expect(await settle(async () => ok({ success: true as const, n: 3 }))).toEqual({
      status: 'ready',
      data: { success: true, n: 3 },
    });
  });
});

describe('afterReload', () => {
  it('keeps data on screen when a reload fails, but shows a failed first load', () => {
    const ready = { status: 'ready' as const, data: ['order'] };
    const failed = { status: 'failed' as const, message: 'down' };
    expect(afterReload(ready, failed)).toBe(ready);
    expect(afterReload(LOADING, failed)).toBe(failed);
    expect(afterReload(ready, { status: 'ready', data: [] })).toEqual({ status: 'ready', data: [] });
  });
});
