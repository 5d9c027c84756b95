// A labelled form control with its hint and error tied to it (aria-describedby), for every console form.
import { cloneElement, useId, type ReactElement } from 'react';

type ControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

export function Field({
  label,
  hint,
  error,
  children,
  className = '',
}: {
  label: string;
  hint?: string;
  error?: string;
  children: ReactElement<ControlProps>;
  className?: string;
}) {
  const generated = useId();
  const id = children.props.id ?? generated;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-rose-dark">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled number typed as text (the draft keeps what was typed; the shared rules say what is wrong with it):
 * the phone keypad for whole numbers, with a decimal point for rupees. */
export function NumberField({
  label,
  value,
  onChange,
  decimal = false,
  hint,
  error,
  className,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  decimal?: boolean;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
}) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      <input
        className="field"
        inputMode={decimal ? 'decimal' : 'numeric'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
      />
    </Field>
  );
}
