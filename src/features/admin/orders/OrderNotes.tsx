// Staff's internal notes on the console's order page: a short note to add (at most 500 characters) and the notes so
// far, newest first, each with who wrote it and when. Only staff see them; the shopper never does.
import { useState, type FormEvent } from 'react';
import { accepted, api } from '#/lib/api.ts';
import { toast } from '#/lib/toast.ts';
import { Field } from '#/components/ui/Field.tsx';
import { useAction } from '#/features/admin/use-action.ts';
import { Card, when } from '#/features/admin/ui.tsx';
import { NOTE_MAX, noteProblem, type OrderNote } from './order.ts';

export function OrderNotes({ orderId, notes, onAdded }: { orderId: string; notes: OrderNote[]; onAdded: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const { busy, run } = useAction();

  const add = (e: FormEvent) => {
    e.preventDefault();
    const problem = noteProblem(text);
    setError(problem);
    if (problem) return;
    void run(async () => {
      const body = { text: text.trim() };
      accepted(await api('/api/admin/orders/:orderId/notes', { params: { orderId }, body }));
      setText('');
      toast.success('Note added.');
      onAdded();
    });
  };

  return (
    <Card title="Staff notes">
      <form onSubmit={add} noValidate aria-label="Add a staff note" className="flex flex-col gap-3">
        <Field label="New note" hint="Only staff see notes: never the shopper." error={error}>
          <textarea
            rows={2}
            maxLength={NOTE_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="field py-2"
          />
        </Field>
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
