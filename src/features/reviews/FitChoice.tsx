// "How did it fit?" in the review form (docs/product/fit.md#signals): an optional radio group, nothing chosen until
// the reviewer chooses. Its value is sent as the form's `fit`; a form reset clears it.
import { FIT_PICK_LABELS, FIT_PICKS } from '#/domain/fit.ts';

export function FitChoice() {
  return (
    <fieldset>
      <legend className="text-sm font-medium">
        How did it fit? <span className="font-normal text-muted">(optional)</span>
      </legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {FIT_PICKS.map((pick) => (
          <label
            key={pick}
            className={
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-pill border border-line px-4 text-sm ' +
              'has-checked:border-ink has-checked:bg-sand has-focus-visible:outline-2 has-focus-visible:outline-ink'
            }
          >
            <input type="radio" name="fit" value={pick} className="accent-ink" />
            {FIT_PICK_LABELS[pick]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
