// A labelled form control with its hint and its error under it, tied to it (aria-describedby, the error first, and
// aria-invalid while there is one): every labelled field of the shop's forms and of the console's is one of these.
import { cloneElement, type InputHTMLAttributes, type ReactElement, useId } from 'react';

type ControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

export type FieldProps = {
  label: string;
  hint?: string;
  error?: string;
  /** "(optional)" after the label, in the hint's colour. */
  optional?: boolean;
  className?: string;
};

/**
 * `children` is the control (an input, a select, a textarea), given the field's ids. Without a hint or an error of
 * its own the field leaves the control's aria-invalid and aria-describedby as they are (a form-wide message).
 */
export function Field({
  label,
  hint,
  error,
  optional,
  className = '',
  children,
}: FieldProps & { children: ReactElement<ControlProps> }) {
  const generated = useId();
  const own = children.props;
  const id = own.id ?? generated;
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : own['aria-invalid'],
        'aria-describedby': described || own['aria-describedby'],
      })}
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

type TextControl = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'id'
  | 'name'
  | 'type'
  | 'required'
  | 'disabled'
  | 'maxLength'
  | 'minLength'
  | 'list'
  | 'autoComplete'
  | 'autoFocus'
  | 'inputMode'
  | 'placeholder'
  | 'aria-describedby'
  | 'aria-invalid'
>;

export type TextFieldProps = FieldProps &
  TextControl & {
    value: string;
    onChange: (value: string) => void;
    /** A box of this many lines rather than one line. */
    rows?: number;
  };

/** A labelled line of text, or with `rows` a box of it. */
export function TextField({
  label,
  hint,
  error,
  optional,
  className,
  value,
  onChange,
  rows,
  ...control
}: TextFieldProps) {
  const field = { label, hint, error, optional, className };
  const change = (e: { target: { value: string } }) => onChange(e.target.value);
  return (
    <Field {...field}>
      {rows ? (
        <textarea className="field py-2" rows={rows} value={value} onChange={change} {...control} />
      ) : (
        <input className="field" value={value} onChange={change} {...control} />
      )}
    </Field>
  );
}
