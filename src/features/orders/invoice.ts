// "Download invoice": the GST invoice PDF of a paid order (GET /api/order/{orderId}/invoice). It needs the
// shopper's token, which a plain link cannot send, so it is fetched with the Authorization header and saved
// from the blob.
import { API_BASE } from '#/lib/api.ts';
import { $token } from '#/features/session/index.ts';

const FAILED = 'Could not download the invoice. Please try again.';

/** The file name the server gave (Content-Disposition), or invoice-{orderId}.pdf. */
export function invoiceFileName(disposition: string | null, orderId: string): string {
  const given = disposition && /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
  return given || `invoice-${orderId}.pdf`;
}

/** Downloads the invoice; resolves with an error message to show, or undefined when saved. */
export async function downloadInvoice(orderId: string): Promise<string | undefined> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/api/order/${encodeURIComponent(orderId)}/invoice`, {
      headers: { Authorization: `Bearer ${$token.get()}` },
    });
  } catch {
    return FAILED;
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as { message?: unknown } | undefined;
    return typeof body?.message === 'string' && body.message ? body.message : FAILED;
  }
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: invoiceFileName(res.headers.get('Content-Disposition'), orderId),
  });
  document.body.append(link);
  link.click();
  link.remove();
  // Freed later, not at once: some browsers read the object URL after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return undefined;
}
