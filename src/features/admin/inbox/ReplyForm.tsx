// "Reply" under an inbox item: opens a text that is mailed to the shopper (her words quoted under it) when sent. An
// empty reply is stopped here with the server's own words, and the text stays when sending fails.
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '#/lib/toast.ts';
import { REPLY_MAX, REPLY_REQUIRED } from '#/domain/inbox.ts';
import { Field } from '#/components/ui/Field.tsx';
import { useAction } from '#/features/admin/use-action.ts';
import { FormToggle, useCardForm } from '#/features/admin/CardList.tsx';

type Props = { id: string; to: string; label: string; send: (text: string) => Promise<unknown> };

export function ReplyForm({ id, to, label, send }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const field = useRef<HTMLTextAreaElement>(null);
  const { busy, run } = useAction();
  const card = useCardForm(`reply-${id}`);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setError(REPLY_REQUIRED);
      field.current?.focus();
      return;
    }
    setError(undefined);
    const sent = await run(() => send(text.trim()));
    if (!sent) return;
    toast.success(`Reply sent to ${to}.`);
    setText('');
    card.setOpen(false);
  };

  return (
    <div className="mt-3">
      <FormToggle form={card} label={card.open ? 'Close reply' : 'Reply'} what={`to ${label}`} />
      {card.open && (
        <form id={card.id} onSubmit={submit} noValidate className="mt-3 flex max-w-2xl flex-col gap-3">
          <Field label="Your reply" hint={`Mailed to ${to}, with what was sent quoted under it.`} error={error}>
            <textarea
              ref={field}
              className="field py-2"
              rows={5}
              maxLength={REPLY_MAX}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                if (error && e.target.value.trim()) setError(undefined);
              }}
            />
          </Field>
          <div>
            <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
              Send reply
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
