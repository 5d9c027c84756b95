// The <option>s of a <select>: each choice's value, shown by its label (a plain string is both).
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
