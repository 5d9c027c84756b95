import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { afterReload, loadedAtom, LOADING, ok, sendChange, settle } from './load-state.ts';
import { pendingToasts } from './toast.ts';

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

describe('loadedAtom', () => {
  it('loads, keeps what it shows when a reload fails, and shows loading again on a retry', async () => {
    const answers: (string[] | Error)[] = [['a'], new Error('down'), ['b']];
    const store = loadedAtom(async () => {
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      return next;
    });
    expect(store.$state.get()).toBe(LOADING);
    await store.load();
    expect(store.$state.get()).toEqual({ status: 'ready', data: ['a'] });
    await store.load();
    expect(store.$state.get()).toEqual({ status: 'ready', data: ['a'] });
    const retry = store.retry();
    expect(store.$state.get()).toBe(LOADING);
    await retry;
    expect(store.$state.get()).toEqual({ status: 'ready', data: ['b'] });
  });
});

describe('sendChange', () => {
  it('answers the success; a refusal or a dead network is an error toast; saving is true only meanwhile', async () => {
    const $saving = atom(false);
    const seen: boolean[] = [];
    const send = (answer: { success: true; n: number } | { success: false; message: string }) => async () => {
      seen.push($saving.get());
      return answer;
    };
    pendingToasts.set([]);
    expect(await sendChange($saving, send({ success: true, n: 1 }))).toEqual({ success: true, n: 1 });
    expect(await sendChange($saving, send({ success: false, message: 'Not allowed' }))).toBeUndefined();
    expect(
      await sendChange($saving, async () => Promise.reject<{ success: true }>(new Error('Network down'))),
    ).toBeUndefined();
    expect(seen).toEqual([true, true]);
    expect($saving.get()).toBe(false);
    expect(pendingToasts.get().map((t) => [t.kind, t.message])).toEqual([
      ['error', 'Not allowed'],
      ['error', 'Network down'],
    ]);
  });
});
