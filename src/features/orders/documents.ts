// An order's GST documents as PDF: "Download invoice" (GET /api/order/{orderId}/invoice) and each credit note
// listed in the order's `documents` (its `url`). They need the shopper's token, which a plain link cannot send, so
// each is fetched with the Authorization header and saved from the blob.
import { API_BASE } from '#/lib/api.ts';
import { $token } from '#/features/session/index.ts';
import type { OrderDocument } from './orders.ts';

const FAILED = {
  invoice: 'Could not download the invoice. Please try again.',
  'credit-note': 'Could not download the credit note. Please try again.',
} as const;

/** The file name the server gave (Content-Disposition), or `fallback`. */
export function savedFileName(disposition: string | null, fallback: string): string {
  const given = disposition && /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
  return given || fallback;
}

/** Saves the PDF at `url`; resolves with an error message to show, or undefined when saved. */
async function save(url: string, fallback: string, failed: string): Promise<string | undefined> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { Authorization: `Bearer ${$token.get()}` } });
  } catch {
    return failed;
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as { message?: unknown } | undefined;
    return typeof body?.message === 'string' && body.message ? body.message : failed;
  }
  const href = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), {
    href,
    download: savedFileName(res.headers.get('Content-Disposition'), fallback),
  });
  document.body.append(link);
  link.click();
  link.remove();
  // Freed later, not at once: some browsers read the object URL after the click has returned.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return undefined;
}

/** The tax invoice of a paid order (numbered on its first download if the confirmation mail did not). */
export const downloadInvoice = (orderId: string) =>
  save(`${API_BASE}/api/order/${encodeURIComponent(orderId)}/invoice`, `invoice-${orderId}.pdf`, FAILED.invoice);

/** A credit note from the order's `documents`. */
export const downloadCreditNote = (doc: OrderDocument) =>
  save(doc.url, `credit-note-${doc.number.replace(/\//g, '-')}.pdf`, FAILED['credit-note']);
