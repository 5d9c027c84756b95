// "Messages from us" on the account page: the shopper's answers on WhatsApp order updates and offers by e-mail
// (GET /api/user/preferences), and saving what she sets (POST, which records each answer that changed). Turning
// one off is as easy as turning it on: the same switch, the same Save.
import { atom } from 'nanostores';
import { api, type ApiSuccess } from '#/lib/api.ts';
import { loadedAtom, ok, sendChange } from '#/lib/load-state.ts';
import { toast } from '#/lib/toast.ts';

export type Preferences = ApiSuccess<'/api/user/preferences', 'GET'>['preferences'];

/** Her answers as the server holds them: their load state, their load and their retry. */
export const preferences = loadedAtom(
  async () => ok(await api('/api/user/preferences', { method: 'GET' })).preferences,
);
export const { $state: $preferences, load: loadPreferences } = preferences;
/** A save is on its way. */
export const $savingPreferences = atom(false);

/**
 * Saves the switches as she sees them; the server records only what changed. Returns whether it saved: a refusal
 * or a transport failure is a toast, and the switches keep what she set, to try again.
 */
export async function savePreferences(wanted: Preferences): Promise<boolean> {
  const r = await sendChange($savingPreferences, () => api('/api/user/preferences', { body: wanted }));
  if (!r) return false;
  $preferences.set({ status: 'ready', data: r.preferences });
  toast.success(r.message);
  return true;
}
