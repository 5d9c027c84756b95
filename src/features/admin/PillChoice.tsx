// One of a few choices as pill buttons, the chosen one pressed (aria-pressed): the dashboard chart's measure, the
// messages' filter, an inbox item's status.
/** A legend shown beside the pills from 640 px (floated into their line), above them on a phone. */
const SHOWN_LEGEND =
  'mb-2 text-xs font-semibold tracking-wide text-muted uppercase sm:float-left sm:mr-3 sm:mb-0 sm:flex sm:min-h-11 ' +
  'sm:items-center';

/** A choice's pill, dark while pressed. Not the shop's size-pill: a disabled one here waits; it is not sold out. */
const PILL =
  'inline-flex min-h-11 items-center rounded-pill border border-line bg-white px-4 text-sm font-medium text-ink ' +
  'hover:border-ink aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-ivory';

export function PillChoice<V extends string>(props: {
  legend: string;
  /** Shown beside the pills; otherwise for screen readers only. */
  showLegend?: boolean;
  choices: readonly { readonly value: V; readonly label: string }[];
  value: V;
  onChange: (value: V) => void;
  /** Ends each pill's name for screen readers: "New (the message from Meera)". */
  what?: string;
  disabled?: boolean;
  className?: string;
  /** Added to each pill's (`text-xs`). */
  pillClassName?: string;
}) {
  return (
    <fieldset className={props.className}>
      <legend className={props.showLegend ? SHOWN_LEGEND : 'sr-only'}>{props.legend}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {props.choices.map((c) => (
          <button
            key={c.value}
            type="button"
            className={`${PILL} ${props.pillClassName ?? ''}`}
            aria-pressed={c.value === props.value}
            disabled={props.disabled}
            onClick={() => props.onChange(c.value)}
          >
            {c.label}
            {props.what && <span className="sr-only"> ({props.what})</span>}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
