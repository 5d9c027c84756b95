// Staff's internal notes on the console's order page: a short note to add (at most 500 characters) and the notes so
// far, newest first, each with who wrote it and when. Only staff see them; the shopper never does.
import { accepted, api } from '#/lib/api.ts';
import { toast } from '#/lib/toast.ts';
import { TextField } from '#/components/ui/Field.tsx';
import { useAction, useCheckedText } from '#/features/admin/use-action.ts';
import { Card, when } from '#/features/admin/ui.tsx';
import { NOTE_MAX, noteProblem, type OrderNote } from './order.ts';

export function OrderNotes({ orderId, notes, onAdded }: { orderId: string; notes: OrderNote[]; onAdded: () => void }) {
  const note = useCheckedText(noteProblem);
  const { busy, run } = useAction();

  const add = note.submit((text) =>
    run(async () => {
      accepted(await api('/api/admin/orders/:orderId/notes', { params: { orderId }, body: { text } }));
      note.setText('');
      toast.success('Note added.');
      onAdded();
    }),
  );

  return (
    <Card title="Staff notes">
      <form onSubmit={add} noValidate aria-label="Add a staff note" className="flex flex-col gap-3">
        <TextField
          label="New note"
          hint="Only staff see notes: never the shopper."
          error={note.error}
          rows={2}
          maxLength={NOTE_MAX}
          value={note.text}
          onChange={note.setText}
        />
        <div>
          <button type="submit" className="btn-outline" disabled={busy}>
            Add note
          </button>
        </div>
      </form>
      {notes.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No notes yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-line border-t border-line text-sm" aria-label="Staff notes">
          {notes.map((n) => (
            <li key={n.id} className="py-2" data-note>
              <p className="break-words whitespace-pre-line">{n.text}</p>
              <p className="mt-1 text-xs text-muted">
                {n.authorName || n.author} · {when(n.at)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
