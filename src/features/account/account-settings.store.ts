// The account page's phone and password (POST /api/user/phone, /api/user/password). Each answers whether it
// worked; the server's message is the toast either way.
import { api, errorMessage } from '#/lib/api.ts';
import { toast } from '#/lib/toast.ts';
import { $accountState } from '#/features/session/index.ts';

async function send(request: () => Promise<{ success: boolean; message?: string }>): Promise<boolean> {
  try {
    const r = await request();
    if (!r.success) toast.error(r.message ?? 'Something went wrong');
    else if (r.message) toast.success(r.message);
    return r.success;
  } catch (error) {
    toast.error(errorMessage(error));
    return false;
  }
}

/** Her mobile number ('' removes it); the account on screen shows the saved one. */
export function savePhone(phone: string): Promise<boolean> {
  return send(async () => {
    const r = await api('/api/user/phone', { body: { phone } });
    const state = $accountState.get();
    if (r.success && state.status === 'ready') $accountState.set({ ...state, data: { ...state.data, phone: r.phone } });
    return r;
  });
}

export function changePassword(currentPassword: string, newPassword: string): Promise<boolean> {
  return send(() => api('/api/user/password', { body: { currentPassword, newPassword } }));
}
