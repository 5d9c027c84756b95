// "Your data" on the account page (DPDP Act 2023; docs/product/legal.md#your-data-dpdp-act-2023): her data as a JSON
// file named with the day (GET /api/user/data), and the erasure of her account confirmed with her password
// (POST /api/user/delete), after which this browser forgets the session and goes home with a note.
import { api, errorMessage } from '#/lib/api.ts';
import { ok } from '#/lib/load-state.ts';
import { flashToast } from '#/lib/browser/flash.ts';
import { toast } from '#/lib/toast.ts';
import { forgetSession } from '#/features/session/index.ts';

export const DELETED = 'Your account has been deleted.';

/** The file's name: `my-data-2026-12-02.json`, the day it was made. */
export const exportFileName = (exportedAt: string) => `my-data-${exportedAt.slice(0, 10)}.json`;

/** Fetches her data and saves it as a file; false (with a toast) when it could not. */
export async function downloadMyData(): Promise<boolean> {
  try {
    const { data } = ok(await api('/api/user/data', { method: 'GET' }));
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = exportFileName(String(data.exportedAt));
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    return true;
  } catch (error) {
    toast.error(errorMessage(error));
    return false;
  }
}

/** Erases the account; answers the refusal's message to show in the dialog, or leaves the page when done. */
export async function deleteMyAccount(password: string): Promise<string | undefined> {
  try {
    const r = await api('/api/user/delete', { body: { password } });
    if (!r.success) return r.message;
  } catch (error) {
    return errorMessage(error);
  }
  flashToast('success', DELETED);
  forgetSession();
  return undefined;
}
