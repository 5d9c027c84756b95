// A labelled line or box of text with its error under it (tied by aria-describedby), for the /grievance forms.
type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  maxLength?: number;
  rows?: number;
  optional?: boolean;
};

export function FormField({ id, label, value, onChange, error, hint, type = 'text', rows, optional, ...rest }: Props) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: id,
    value,
    required: !optional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    maxLength: rest.maxLength,
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} className="field mt-1 py-2" />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={rest.autoComplete}
          onChange={(e) => onChange(e.target.value)}
          className="field mt-1"
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-rose-dark">
          {error}
        </p>
      )}
    </div>
  );
}
