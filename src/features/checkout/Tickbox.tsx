// A checkbox of checkout's form (save this address, WhatsApp updates): its label beside it and, under the label,
// what ticking it means (tied to it by aria-describedby). Never ticked for the shopper: she ticks it.
import type { ReactNode } from 'react';

export function Tickbox(props: {
  id: string;
  name: string;
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (on: boolean) => void;
  className?: string;
}) {
  const { id, hint } = props;
  const label = (
    <label htmlFor={id} className="text-sm font-medium">
      {props.label}
    </label>
  );
  return (
    <div className={`flex items-start gap-3 ${props.className ?? ''}`}>
      <input
        id={id}
        type="checkbox"
        name={props.name}
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-ink"
      />
      {hint ? (
        <div>
          {label}
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        </div>
      ) : (
        label
      )}
    </div>
  );
}
