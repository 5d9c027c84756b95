// A labelled form control with its hint and error tied to it (aria-describedby), for every console form.
import { cloneElement, useId, type ReactElement } from 'react';
import { type Choice, Options } from '#/components/ui/Options.tsx';

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

type TextProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  /** The id of a <datalist> of suggestions. */
  list?: string;
  hint?: string;
  error?: string;
  className?: string;
};

/** A labelled line of text. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  className,
  inputMode,
  ...input
}: TextProps & { inputMode?: 'numeric' | 'decimal' }) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      <input
        className="field"
        inputMode={inputMode}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...input}
      />
    </Field>
  );
}

/** A labelled number typed as text (the draft keeps what was typed; the shared rules say what is wrong with it):
 * the phone keypad for whole numbers, with a decimal point for rupees. */
export function NumberField({ decimal = false, ...props }: TextProps & { decimal?: boolean }) {
  return <TextField {...props} inputMode={decimal ? 'decimal' : 'numeric'} />;
}

/** A checkbox with its label beside it. */
export function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-5 accent-ink"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** A control inside its label, the label's text above it (the screens' filter bars). */
export function Labelled({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactElement;
  className?: string;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is `children`, one element, inside the label
    <label className={`flex flex-col gap-1 text-sm font-medium ${className}`}>
      {label}
      {children}
    </label>
  );
}

/** A filter's choice: "All" (the value '') or one of `choices`. */
export function ChoiceFilter({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
}) {
  return (
    <Labelled label={label}>
      <select className="field" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All</option>
        <Options choices={choices} />
      </select>
    </Labelled>
  );
}
