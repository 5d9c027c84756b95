// What every React modal <dialog> of the shop does, as dialogs.ts does for the Astro ones: shown in the top layer
// while `open`, closed when it turns false; Tab and Shift+Tab stay inside (the native dialog lets focus escape to
// the browser's UI); a tap on the backdrop (the dialog element itself, outside its content) calls `onBackdrop`; with
// `returnFocus`, focus goes back on unmount to what had it before (the browser cannot: the dialog is unmounted, not
// closed). Spread `props` on the <dialog>; `ref` is the element.
import { type KeyboardEvent, type MouseEvent, type SyntheticEvent, useEffect, useRef } from 'react';
import { trapFocus } from './focus-trap.ts';

type Options = {
  open?: boolean;
  onBackdrop?: (dialog: HTMLDialogElement) => void;
  returnFocus?: boolean;
};

export function useModalDialog({ open, onBackdrop, returnFocus = false }: Options = {}) {
  const ref = useRef<HTMLDialogElement>(null);

  // Before the dialog opens: showModal() moves the focus into it.
  useEffect(() => {
    if (!returnFocus) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => opener?.focus();
  }, [returnFocus]);

  useEffect(() => {
    const d = ref.current;
    if (!d || open === undefined) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  const props = {
    ref,
    onKeyDown: (e: KeyboardEvent<HTMLDialogElement>) => ref.current && trapFocus(ref.current, e.nativeEvent),
    onClick: (e: MouseEvent<HTMLDialogElement>) => {
      if (onBackdrop && ref.current && e.target === ref.current) onBackdrop(ref.current);
    },
  };
  return { ref, props };
}

/**
 * A dialog shown while it is mounted (a confirmation, a form): Escape and a tap on the backdrop call `onDismiss`,
 * which unmounts it, and the focus then goes back to what had it.
 */
export function useMountedDialog(onDismiss: () => void) {
  const { ref, props } = useModalDialog({ open: true, onBackdrop: onDismiss, returnFocus: true });
  const onCancel = (e: SyntheticEvent<HTMLDialogElement>) => {
    e.preventDefault(); // the browser would close it, and the parent still hold it open
    onDismiss();
  };
  return { ref, props: { ...props, onCancel } };
}
