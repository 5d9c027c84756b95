// An order's documents in the console: the packing slip to print for the parcel (a PDF like the tax invoice, so it
// prints the same from any browser and can be reprinted later), and its GST documents, the tax invoice and credit
// notes, each a PDF to download.
import { Printer } from 'lucide-react';
import { download } from '#/lib/api.ts';
import { attempt } from '#/features/admin/use-action.ts';
import { Card, DownloadButton, when } from '#/features/admin/ui.tsx';
import type { OrderDocument } from './order.ts';

const DOCUMENT = { invoice: 'Tax invoice', 'credit-note': 'Credit note' } as const;
const fileOf = (doc: OrderDocument) => `${doc.kind}-${doc.number.replace(/\//g, '-')}.pdf`;

/** The invoice, or a credit note (its id is the last part of its console URL). */
function saveDocument(orderId: string, doc: OrderDocument) {
  if (doc.kind === 'invoice')
    return download('/api/admin/orders/:orderId/invoice', { params: { orderId } }, fileOf(doc));
  const creditNoteId = decodeURIComponent(new URL(doc.url).pathname.split('/').at(-1) ?? '');
  const params = { orderId, creditNoteId };
  return download('/api/admin/orders/:orderId/credit-note/:creditNoteId', { params }, fileOf(doc));
}

const saveSlip = (orderId: string) =>
  download('/api/admin/orders/:orderId/packing-slip', { params: { orderId } }, `packing-slip-${orderId}.pdf`);

export function OrderDocuments({
  orderId,
  documents,
  packingSlip,
}: {
  orderId: string;
  documents: OrderDocument[];
  /** Whether the order goes in a parcel (not cancelled): only then has it a packing slip. */
  packingSlip: boolean;
}) {
  if (documents.length === 0 && !packingSlip) return null;
  return (
    <Card title="Documents">
      {packingSlip && (
        <div className="flex flex-wrap items-center justify-between gap-3 pb-3">
          <p className="text-sm">
            <span className="font-medium">Packing slip</span>
            <span className="block text-xs text-muted">
              A4 PDF for the parcel: ship-to, items and sizes, what to collect. No prices.
            </span>
          </p>
          <button type="button" className="btn-outline" onClick={() => attempt(() => saveSlip(orderId))}>
            <Printer size={18} aria-hidden="true" />
            Print packing slip
          </button>
        </div>
      )}
      {documents.length > 0 && (
        <ul
          className={`divide-y divide-line text-sm ${packingSlip ? 'border-t border-line' : ''}`}
          aria-label="GST documents"
        >
          {documents.map((doc) => (
            <li key={doc.number} className="flex flex-wrap items-center justify-between gap-3 py-2" data-document>
              <span>
                <span className="font-medium">{DOCUMENT[doc.kind]}</span>{' '}
                <span className="font-mono tabular-nums">{doc.number}</span>
                <span className="block text-xs text-muted">Issued {when(doc.date)}</span>
              </span>
              <DownloadButton save={() => saveDocument(orderId, doc)}>
                PDF<span className="sr-only"> of {doc.number}</span>
              </DownloadButton>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
