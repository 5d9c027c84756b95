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

export async function fileComplaint(
  fields: ComplaintFields,
): Promise<{ ticket: string } | { errors: Errors<ComplaintFields> }> {
  const errors: Errors<ComplaintFields> = complaintErrors(fields);
  if (Object.keys(errors).length > 0) return { errors };
  try {
    const r = await api('/api/grievance', { body: tidyComplaint(fields) });
    if (r.success) return { ticket: r.ticket };
    return { errors: refusalErrors<ComplaintFields>(r.status, r.message, 'orderId') };
  } catch (error) {
    return { errors: { form: errorMessage(error) } };
  }
}

export async function lookUpComplaint(
  fields: LookupFields,
): Promise<{ grievance: ComplaintStatus } | { errors: Errors<LookupFields> }> {
  const errors: Errors<LookupFields> = lookupErrors(fields);
  if (Object.keys(errors).length > 0) return { errors };
  try {
    const r = await api('/api/grievance/status', { body: tidyLookup(fields), auth: false });
    if (r.success) return { grievance: r.grievance };
    return { errors: refusalErrors<LookupFields>(r.status, r.message) };
  } catch (error) {
    return { errors: { form: errorMessage(error) } };
  }
}

/** The first field with an error, in the form's order, to move the focus to. */
export const firstInvalid = <F>(order: readonly (keyof F)[], errors: Errors<F>): keyof F | undefined =>
  order.find((key) => errors[key]);
