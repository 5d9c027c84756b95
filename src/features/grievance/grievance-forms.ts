// What the /grievance forms send and how an answer becomes what they show: errors under the fields (the shared rules
// of lib/grievance.ts first, then the server's refusal, put under the field it is about), the ticket, the status.
import { api, errorMessage } from '#/lib/api.ts';
import { complaintErrors, lookupErrors, tidyComplaint, tidyLookup } from '#/lib/grievance.ts';
import type { GrievanceStatus } from '#/domain/grievance.ts';

export type ComplaintFields = { name: string; email: string; orderId: string; message: string };
export type LookupFields = { ticket: string; email: string };
export type Errors<F> = Partial<Record<keyof F | 'form', string>>;
export type ComplaintStatus = {
  ticket: string;
  status: GrievanceStatus;
  receivedAt: string;
  dueAt: string;
  reply: string | null;
  repliedAt: string | null;
};

export const EMPTY_COMPLAINT: ComplaintFields = { name: '', email: '', orderId: '', message: '' };

/** The order number in the address (/grievance?order=ord_…, from My Orders), or ''. */
export const orderFromSearch = (search: string): string => new URLSearchParams(search).get('order')?.trim() ?? '';
/** The ticket in the address (/grievance?ticket=GRV-…, from the acknowledgement mail), or ''. */
export const ticketFromSearch = (search: string): string =>
  new URLSearchParams(search).get('ticket')?.trim().toUpperCase() ?? '';

/** A refusal's message under the field it names: the order (422), the form otherwise. */
function refusalErrors<F>(status: number | undefined, message: string, orderField?: keyof F): Errors<F> {
  if (status === 422 && orderField) return { [orderField]: message } as Errors<F>;
  return { form: message } as Errors<F>;
}

/** What a form's send comes to: its answer, or the errors to show under its fields. */
export type Sent<F, R> = R | { errors: Errors<F> };

/** The shared rules' errors stop the form here; otherwise it sends, a failure to reach us shown under the form. */
async function sendChecked<F, R>(errors: Errors<F>, send: () => Promise<Sent<F, R>>): Promise<Sent<F, R>> {
  if (Object.keys(errors).length > 0) return { errors };
  try {
    return await send();
  } catch (error) {
    return { errors: { form: errorMessage(error) } as Errors<F> };
  }
}

export const fileComplaint = (fields: ComplaintFields): Promise<Sent<ComplaintFields, { ticket: string }>> =>
  sendChecked(complaintErrors(fields), async () => {
    const r = await api('/api/grievance', { body: tidyComplaint(fields) });
    return r.success
      ? { ticket: r.ticket }
      : { errors: refusalErrors<ComplaintFields>(r.status, r.message, 'orderId') };
  });

export const lookUpComplaint = (fields: LookupFields): Promise<Sent<LookupFields, { grievance: ComplaintStatus }>> =>
  sendChecked(lookupErrors(fields), async () => {
    const r = await api('/api/grievance/status', { body: tidyLookup(fields), auth: false });
    return r.success ? { grievance: r.grievance } : { errors: refusalErrors<LookupFields>(r.status, r.message) };
  });

/** The first field with an error, in the form's order, to move the focus to. */
export const firstInvalid = <F>(order: readonly (keyof F)[], errors: Errors<F>): keyof F | undefined =>
  order.find((key) => errors[key]);
