// The site's toasts, without React or sonner in any page's first load: islands call toast.success/error;
// messages wait here until the toaster is mounted, which the layout does on the first message
// (layouts/BaseLayout loads components/layout/mount-toaster, whose AppToaster then loads sonner).
import { atom } from 'nanostores';

/** A link offered in the toast, e.g. "View cart" after adding to the cart. */
export type ToastAction = { label: string; href: string };
export type ToastMessage = { kind: 'success' | 'error'; message: string; action?: ToastAction };

export const pendingToasts = atom<ToastMessage[]>([]);

const push =
  (kind: ToastMessage['kind']) =>
  (message: string, options: { action?: ToastAction } = {}) =>
    pendingToasts.set([...pendingToasts.get(), { kind, message, ...options }]);

export const toast = { success: push('success'), error: push('error') };
