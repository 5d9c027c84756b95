// The product's Legal Metrology declarations on the product form
// (docs/product/catalog-and-search.md#product-declarations-legal-metrology). Each blank field takes the store's
// default, shown as its placeholder; what would still be missing is said above the fields as it is typed, so the owner
// sees it before a publish refuses it (and long before a shopper could).
import { TriangleAlert } from 'lucide-react';
import { DECLARATIONS } from '#/lib/build-config.ts';
import {
  DECLARATION_TEXTS,
  type DeclarationField,
  type DeclarationText,
  MAKER_ROLE_LABELS,
  MAKER_ROLES,
  isMakerRole,
  missingDeclarations,
} from '#/lib/declarations.ts';
import { Field } from '#/components/ui/Field.tsx';
import type { DraftErrors } from './admin-product.ts';

type Props = {
  values: Record<DeclarationField, string>;
  onChange: (values: Record<DeclarationField, string>) => void;
  errors: DraftErrors;
};

const HINTS: Partial<Record<DeclarationText, string>> = {
  genericName: "What it is, in plain words: Women's dress, Women's kurta set.",
  netQuantity: 'How many pieces: 1 N for one piece, 1 set of 2 pieces for a co-ord set.',
};
const LONG: readonly DeclarationText[] = ['makerAddress', 'consumerCare'];
const TEXTS: readonly DeclarationText[] = [
  'genericName',
  'netQuantity',
  'countryOfOrigin',
  'makerName',
  'makerAddress',
  'consumerCare',
];

export function DeclarationFields({ values, onChange, errors }: Props) {
  const set = (key: DeclarationField, value: string) => onChange({ ...values, [key]: value });
  const role = isMakerRole(values.makerRole) ? values.makerRole : undefined;
  const missing = missingDeclarations({ ...trimmed(values), makerRole: role }, DECLARATIONS);
  const storeRole = MAKER_ROLE_LABELS[DECLARATIONS.makerRole].title;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="declarations-hint" data-declarations>
      <legend className="text-sm font-medium">Product declarations (Legal Metrology)</legend>
      <p id="declarations-hint" className="text-xs text-muted">
        The product page shows these with its MRP and sizes. A blank field takes the store's default, shown in grey.
      </p>
      {missing.length > 0 && (
        <p
          className="flex items-start gap-2 rounded-card border border-rose bg-rose/5 p-3 text-sm"
          data-missing-declarations
        >
          <TriangleAlert size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-rose-dark" />
          <span>
            <strong>Not publishable yet.</strong> Missing: {missing.join(', ')}.
          </span>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Declared as" hint="Whom the name and address below are for.">
          <select className="field" value={role ?? ''} onChange={(e) => set('makerRole', e.target.value)}>
            <option value="">Store default ({storeRole})</option>
            {MAKER_ROLES.map((r) => (
              <option key={r} value={r}>
                {MAKER_ROLE_LABELS[r].title}
              </option>
            ))}
          </select>
        </Field>
        {TEXTS.map((key) => {
          const { label, max } = DECLARATION_TEXTS[key];
          const fallback = key === 'genericName' ? undefined : DECLARATIONS[key];
          const control = {
            className: LONG.includes(key) ? 'field min-h-20 py-2' : 'field',
            value: values[key],
            maxLength: max,
            placeholder: fallback ?? "e.g. Women's dress",
          };
          return (
            <Field
              key={key}
              label={label}
              hint={HINTS[key]}
              error={errors[key]}
              className={LONG.includes(key) ? 'sm:col-span-2' : ''}
            >
              {LONG.includes(key) ? (
                <textarea {...control} onChange={(e) => set(key, e.target.value)} />
              ) : (
                <input {...control} onChange={(e) => set(key, e.target.value)} />
              )}
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}

const trimmed = (values: Record<DeclarationField, string>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
