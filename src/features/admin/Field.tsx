// The console's own pieces of a form beside the shared labelled field (components/ui/Field.tsx): a number typed as
// text, a checkbox, and the filter bars' labelled controls.
import type { ReactElement } from 'react';
import { type Choice, Options } from '#/components/ui/Options.tsx';
import { TextField, type TextFieldProps } from '#/components/ui/Field.tsx';

/** A labelled number typed as text (the draft keeps what was typed; the shared rules say what is wrong with it):
 * the phone keypad for whole numbers, with a decimal point for rupees. */
export function NumberField({ decimal = false, ...props }: TextFieldProps & { decimal?: boolean }) {
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
