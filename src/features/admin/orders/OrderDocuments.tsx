// An order's GST documents in the console: its tax invoice and credit notes, each a PDF to download.
import { download } from '#/lib/api.ts';
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

export function OrderDocuments({ orderId, documents }: { orderId: string; documents: OrderDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <Card title="GST documents">
      <ul className="divide-y divide-line text-sm" aria-label="GST documents">
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
    </Card>
  );
}
