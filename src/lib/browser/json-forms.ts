// Plain Astro forms (contact, newsletter) marked data-json-form="{api path}": sent as JSON, answered
// with a toast; the form clears on success. Without JavaScript they still post as HTML forms.
import { toast } from '#/lib/toast.ts';
import { errorMessage, request } from '#/lib/api.ts';

export function bindJsonForms(root: ParentNode = document): void {
  root.querySelectorAll<HTMLFormElement>('form[data-json-form]').forEach((form) => {
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      const body = Object.fromEntries(new FormData(form).entries());
      if (button) button.disabled = true;
      try {
        const r = await request(form.dataset.jsonForm!, { body, auth: false });
        if (r.success) {
          toast.success(r.message ?? 'Done');
          form.reset();
        } else toast.error(r.message);
      } catch (error) {
        toast.error(errorMessage(error));
      } finally {
        if (button) button.disabled = false;
      }
    });
  });
}
