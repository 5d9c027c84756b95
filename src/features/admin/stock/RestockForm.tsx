// Restock several sizes in one form: each size with what it holds and a box; "Add to stock" (a minus takes units
// off) or "Set stock to"; one reason for them all; one Save that changes every size filled in, or none (the server's
// all-or-nothing). The rules are the server's own (lib/admin.ts), checked here first so a mistake is named beside
// its box.
import { type FormEvent, useId, useState } from 'react';
import { toast } from '#/lib/toast.ts';
import { accepted, api } from '#/lib/api.ts';
import { type RestockMode, stockRestock } from '#/lib/admin.ts';
import { TextField } from '#/components/ui/Field.tsx';
import { useAction } from '#/features/admin/use-action.ts';
import type { AdminProduct } from '#/features/admin/products/admin-product.ts';

const MODES: readonly { value: RestockMode; label: string }[] = [
  { value: 'add', label: 'Add to stock' },
  { value: 'set', label: 'Set stock to' },
];
/** A size's row (and the heading row): its name, what it holds, its box, what it will hold. */
const ROW = 'grid grid-cols-[2.75rem_3.5rem_minmax(4rem,6rem)_3rem] items-center gap-x-2 sm:gap-x-4';

/** What the form found wrong: per size (by name), the reason's, and the rest. */
type Problems = { sizes: Record<string, string>; reason?: string; form?: string };

/** The problems in one line: "Size XS: Each quantity must be a number. Give a reason." */
function summary(p: Problems): string {
  const sizes = Object.entries(p.sizes).map(([size, m]) => (m.startsWith('Size ') ? m : `Size ${size}: ${m}`));
  return [...sizes, p.reason, p.form]
    .filter(Boolean)
    .map((m) => (m!.endsWith('.') ? m : `${m}.`))
    .join(' ');
}

/** What a size will hold after the form, for the row's preview; null while its box is blank or not a number. */
function after(mode: RestockMode, stock: number, typed: string): number | null {
  const n = typed.trim() === '' ? Number.NaN : Number(typed);
  if (!Number.isInteger(n)) return null;
  return mode === 'add' ? stock + n : n;
}

function SizeRow(props: {
  id: string;
  mode: RestockMode;
  size: { size: string; stock: number };
  typed: string;
  problem?: string;
  onType: (value: string) => void;
}) {
  const { id, mode, size: s, typed, problem } = props;
  const result = after(mode, s.stock, typed);
  return (
    <div className="border-t border-line/60 py-1.5">
      <div className={ROW}>
        <label htmlFor={id} className="font-medium">
          <span className="sr-only">{mode === 'add' ? 'Add to size ' : 'Set size '}</span>
          {s.size}
          {mode === 'set' && <span className="sr-only"> to</span>}
        </label>
        <span className={`tabular-nums ${s.stock === 0 ? 'text-rose-dark' : ''}`}>
          {s.stock}
          <span className="sr-only"> in stock</span>
        </span>
        <input
          id={id}
          className="field tabular-nums"
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(e) => props.onType(e.target.value)}
        />
        <span className="text-sm tabular-nums text-muted" aria-hidden="true">
          {result === null || result === s.stock ? '' : `→ ${result}`}
        </span>
      </div>
      {problem && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-rose-dark">
          {problem}
        </p>
      )}
    </div>
  );
}

export function RestockForm({ product, onDone }: { product: AdminProduct; onDone: () => void }) {
  const [mode, setMode] = useState<RestockMode>('add');
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({ sizes: {} });
  const { busy, run } = useAction();
  const id = useId();

  function submit(e: FormEvent) {
    e.preventDefault();
    const sizes = product.sizes
      .filter((s) => (typed[s.size] ?? '').trim() !== '')
      .map((s) => ({ size: s.size, quantity: Number(typed[s.size]) }));
    const parsed = stockRestock.safeParse({ mode, reason, sizes });
    if (!parsed.success) {
      const found: Problems = { sizes: {} };
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const size = field === 'sizes' && typeof index === 'number' ? sizes[index]?.size : undefined;
        if (size) found.sizes[size] ??= issue.message;
        else if (field === 'reason') found.reason ??= issue.message;
        else found.form ??= issue.message;
      }
      return setProblems(found);
    }
    setProblems({ sizes: {} });
    void run(async () => {
      const saved = accepted(
        await api('/api/admin/products/:id/restock', { params: { id: product._id }, body: parsed.data }),
      ).product;
      const now = saved.sizes.filter((s) => sizes.some((w) => w.size === s.size));
      toast.success(`Stock saved: ${now.map((s) => `${s.size} ${s.stock}`).join(', ')}.`);
      setTyped({});
      setReason('');
      onDone();
    });
  }

  if (product.sizes.length === 0) return <p className="text-sm text-muted">This product has no sizes yet.</p>;
  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-card border border-line bg-white p-4"
      noValidate
    >
      <h2 id={`${id}-title`} className="font-sans text-base font-semibold">
        Restock
      </h2>
      <fieldset className="flex flex-wrap gap-x-6">
        <legend className="mb-1 text-sm font-medium">Change</legend>
        {MODES.map((m) => (
          <label key={m.value} className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              value={m.value}
              className="size-5 accent-ink"
              checked={mode === m.value}
              onChange={() => setMode(m.value)}
            />
            {m.label}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col">
        <legend className="text-sm font-medium">Sizes</legend>
        <p className="mb-2 text-xs text-muted">
          {mode === 'add'
            ? 'Units to add to each size; a minus takes units off (e.g. -2). Leave a size blank to keep it.'
            : 'What each size holds now, as counted. Leave a size blank to keep it.'}
        </p>
        <div className={`${ROW} pb-1 text-xs text-muted`} aria-hidden="true">
          <span>Size</span>
          <span>In stock</span>
          <span>{mode === 'add' ? 'Add' : 'Set to'}</span>
          <span>After</span>
        </div>
        {product.sizes.map((s) => (
          <SizeRow
            key={s.size}
            id={`${id}-${s.size}`}
            mode={mode}
            size={s}
            typed={typed[s.size] ?? ''}
            problem={problems.sizes[s.size]}
            onType={(value) => setTyped({ ...typed, [s.size]: value })}
          />
        ))}
      </fieldset>
      <TextField
        label="Reason"
        hint="One reason for every size, e.g. New batch from the tailor, counted the shelf"
        value={reason}
        onChange={setReason}
        error={problems.reason}
        maxLength={200}
      />
      {/* Everything wrong in one announced line (each is also beside its box). */}
      <p role="alert" className="text-sm font-medium text-rose-dark empty:hidden">
        {summary(problems)}
      </p>
      <div>
        <button type="submit" className="btn-primary min-h-11" disabled={busy} aria-busy={busy}>
          Save stock
        </button>
      </div>
    </form>
  );
}
