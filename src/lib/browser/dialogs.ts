// The behaviour of components/ui/Modal.astro: any button with data-open-dialog="{id}" opens that dialog; Esc,
// the close button or a click on the backdrop closes it, and the browser returns focus to the opener.
import { trapFocus } from './focus-trap.ts';

export function bindDialogs(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-open-dialog]')) {
    button.addEventListener('click', () =>
      document.querySelector<HTMLDialogElement>(`#${button.dataset.openDialog}`)?.showModal(),
    );
  }
  for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[data-modal]'))
    bindDialog(dialog, dialog.querySelector('[data-close-dialog]'));
}

/** A modal dialog's closing and focus: its close button and a tap on the backdrop (the dialog element itself,
 * outside its content) close it, as Escape does natively; Tab stays inside. */
export function bindDialog(dialog: HTMLDialogElement, closeButton: Element | null): void {
  closeButton?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) dialog.close();
  });
  dialog.addEventListener('keydown', (e) => trapFocus(dialog, e));
}
