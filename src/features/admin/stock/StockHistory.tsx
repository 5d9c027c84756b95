// A product's stock history: every movement in words ("Sold 2 (order ord_…)", "Restocked +5 (Asha: new batch)"),
// newest first, a page at a time, of one kind or all; a table on a wide screen, cards on a phone (DataList).
import { MOVEMENT_KIND_LABELS, MOVEMENT_KINDS } from '#/domain/stock-movement.ts';
import type { ApiSuccess } from '#/lib/api.ts';
import { ChoiceFilter } from '#/features/admin/Field.tsx';
import { DataList } from '#/features/admin/DataList.tsx';
import { Card, PagedList, when } from '#/features/admin/ui.tsx';
import type { Pages } from '#/features/admin/use-admin-pages.ts';
import { describeMovement, signed } from './movement-words.ts';

export type Movement = ApiSuccess<'/api/admin/products/:id/stock-history', 'GET'>['history'][number];

const KIND_CHOICES = MOVEMENT_KINDS.map((k) => ({ value: k, label: MOVEMENT_KIND_LABELS[k] }));

export function StockHistory({
  list,
  kind,
  onKind,
}: {
  list: Pages<Movement>;
  kind: string;
  onKind: (kind: string) => void;
}) {
  return (
    <Card title="History">
      <div className="mb-3 max-w-60">
        <ChoiceFilter label="Show" value={kind} choices={KIND_CHOICES} onChange={onKind} />
      </div>
      <PagedList list={list} empty={kind ? 'No movements of this kind yet.' : 'No movements yet.'} noun="movements">
        {(movements) => (
          <DataList
            label="Stock history"
            rows={movements}
            rowKey={(m) => m.id}
            title={{ label: 'Movement', cell: describeMovement, className: 'break-words' }}
            columns={[
              { label: 'Size', cell: (m) => m.size },
              { label: 'Change', cell: (m) => signed(m.delta), className: 'tabular-nums' },
              { label: 'Left', cell: (m) => m.stockAfter, className: 'tabular-nums' },
              {
                label: 'When',
                cell: (m) => <time dateTime={m.at}>{when(m.at)}</time>,
                className: 'whitespace-nowrap',
              },
            ]}
          />
        )}
      </PagedList>
    </Card>
  );
}
