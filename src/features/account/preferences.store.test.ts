// The account's message preferences: loaded as a state, saved as the switches show them, the server's answer kept
// and told in a toast; a refusal or a dead network keeps what was on screen.
import { freshStores, NO_ANSWER, stubApi } from '#/lib/test/browser-stores.ts';
import { beforeEach, describe, expect, it } from 'vitest';

let replies: (Record<string, unknown> | Error)[] = [];
const asked = stubApi(() => {
  const reply = replies.shift() ?? NO_ANSWER;
  return reply instanceof Error ? reply : new Response(JSON.stringify(reply), { status: reply.success ? 200 : 400 });
});
beforeEach(() => {
  replies = [];
});

const loadStore = () =>
  freshStores({}, async () => {
    const store = await import('./preferences.store.ts');
    const { pendingToasts } = await import('#/lib/toast.ts');
    const toasts = () => pendingToasts.get().map((t) => [t.kind, t.message]);
    return { ...store, toasts };
  });

describe('message preferences', () => {
  it('loads, saves both switches as shown, and keeps the saved answer', async () => {
    const s = await loadStore();
    expect(s.$preferences.get()).toEqual({ status: 'loading' });
    replies.push({ success: true, preferences: { whatsapp: true, marketing: false } });
    await s.loadPreferences();
    expect(s.$preferences.get()).toEqual({ status: 'ready', data: { whatsapp: true, marketing: false } });

    const saved = {
      success: true,
      message: 'Your preferences are saved.',
      preferences: { whatsapp: false, marketing: false },
    };
    replies.push(saved);
    expect(await s.savePreferences({ whatsapp: false, marketing: false })).toBe(true);
    expect(asked.at(-1)).toEqual({
      method: 'POST',
      path: '/api/user/preferences',
      body: { whatsapp: false, marketing: false },
    });
    expect(s.$preferences.get()).toEqual({ status: 'ready', data: { whatsapp: false, marketing: false } });
    expect(s.toasts()).toEqual([['success', 'Your preferences are saved.']]);
    expect(s.$savingPreferences.get()).toBe(false);
  });

  it('a refused or failed save is a toast and changes nothing; a failed reload keeps the answers shown', async () => {
    const s = await loadStore();
    replies.push({ success: true, preferences: { whatsapp: true, marketing: true } });
    await s.loadPreferences();
    replies.push({ success: false, message: 'WhatsApp updates must be true or false' }, new Error('Network down'));
    expect(await s.savePreferences({ whatsapp: false, marketing: true })).toBe(false);
    expect(await s.savePreferences({ whatsapp: false, marketing: true })).toBe(false);
    expect(s.toasts()).toEqual([
      ['error', 'WhatsApp updates must be true or false'],
      ['error', 'Network down'],
    ]);
    replies.push(new Error('Network down'));
    await s.loadPreferences();
    expect(s.$preferences.get()).toEqual({ status: 'ready', data: { whatsapp: true, marketing: true } });
  });

  it('a failed first load says so; the retry loads again', async () => {
    const s = await loadStore();
    replies.push(new Error('Network down'));
    await s.loadPreferences();
    expect(s.$preferences.get()).toEqual({ status: 'failed', message: 'Network down' });
    replies.push({ success: true, preferences: { whatsapp: false, marketing: false } });
    const retry = s.preferences.retry();
    expect(s.$preferences.get()).toEqual({ status: 'loading' });
    await retry;
    expect(s.$preferences.get()).toEqual({ status: 'ready', data: { whatsapp: false, marketing: false } });
  });
});
