// "Messages from us" on the account page: the shopper's answers on WhatsApp order updates and offers by e-mail
// (GET /api/user/preferences), and saving what she sets (POST, which records each answer that changed). Turning
// one off is as easy as turning it on: the same switch, the same Save.
import { atom } from 'nanostores';
import { api, type ApiSuccess, errorMessage } from '#/lib/api.ts';
import { loadedAtom, ok } from '#/lib/load-state.ts';
import { toast } from '#/lib/toast.ts';

export type Preferences = ApiSuccess<'/api/user/preferences', 'GET'>['preferences'];

/** Her answers; a failed reload keeps the ones on screen. */
export const {
  $state: $preferences,
  load: loadPreferences,
  retry: retryPreferences,
} = loadedAtom(async () => ok(await api('/api/user/preferences', { method: 'GET' })).preferences);
/** A save is on its way. */
export const $savingPreferences = atom(false);

/**
 * Saves the switches as she sees them; the server records only what changed. Returns whether it saved: a refusal
 * or a transport failure is a toast, and the switches keep what she set, to try again.
 */
export async function savePreferences(wanted: Preferences): Promise<boolean> {
  $savingPreferences.set(true);
  try {
    const r = await api('/api/user/preferences', { body: wanted });
    if (!r.success) {
      toast.error(r.message);
      return false;
    }
    $preferences.set({ status: 'ready', data: r.preferences });
    toast.success(r.message);
    return true;
  } catch (error) {
    toast.error(errorMessage(error));
    return false;
  } finally {
    $savingPreferences.set(false);
  }
}
