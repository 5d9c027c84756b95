// The site's toasts, without sonner in every page's first load (~9 KB gzip of a 90 KB budget): islands
// call toast.success/error; messages wait here until the toaster island has loaded sonner, which it
// does on the first message (components/layout/AppToaster).
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
