// The sub-category: the owner's own words for a style within the category ("Kurta set"), with the names the category
// already has offered as she types (a <datalist>), so she picks one again rather than typing a second spelling.
import { useId } from 'react';
import { TextField } from '#/components/ui/Field.tsx';
import { useSubCategories } from './use-sub-categories.ts';

type Props = { category: string; value: string; onChange: (value: string) => void; error?: string };

export function SubCategoryField({ category, value, onChange, error }: Props) {
  const styles = useSubCategories();
  const list = useId();
  return (
    <>
      <TextField
        label="Sub-category"
        hint="The style within the category, in your words (e.g. Kurta set): pick one it has, or name a new one."
        error={error}
        value={value}
        onChange={onChange}
        maxLength={40}
        list={list}
      />
      <datalist id={list}>
        {styles
          .filter((s) => s.category === category)
          .map((s) => (
            <option key={s.name} value={s.name} />
          ))}
      </datalist>
    </>
  );
}
