// The <option>s of a <select>: each choice's value, shown by its label (a plain string is both); and a <select> of
// fixed values, each read as its word.
import type { SelectHTMLAttributes } from 'react';
export type Choice = string | { readonly value: string; readonly label: string };

export function Options({ choices }: { choices: readonly Choice[] }) {
  return (
    <>
      {choices.map((choice) => {
        const { value, label } = typeof choice === 'string' ? { value: choice, label: choice } : choice;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}

/** A <select> of the keys of `words`, in their order, each read as its word; the choice comes back as one of them. */
export function Select<V extends string>({
  words,
  value,
  onChange,
  className = 'field',
  ...control
}: {
  words: Record<V, string>;
  value: V;
  onChange: (value: V) => void;
} & Pick<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'aria-describedby' | 'aria-invalid'>) {
  const values = Object.keys(words) as V[];
  return (
    <select
      className={className}
      value={value}
      onChange={(e) => onChange(values.find((v) => v === e.target.value) ?? value)}
      {...control}
    >
      <Options choices={values.map((v) => ({ value: v, label: words[v] }))} />
    </select>
  );
}
