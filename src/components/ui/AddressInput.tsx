// One labelled address field with its message (aria-invalid and aria-describedby while it has one), digits only in
// the PIN and phone: checkout's form and the account's address book both build from it (lib/address.ts: labels).
import { ADDRESS_FIELDS, type Address } from '#/lib/address.ts';
import { TextField } from './Field.tsx';

export type AddressInputOptions = {
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  maxLength?: number;
  className?: string;
};

export function AddressInput(
  props: {
    /** Prefix of the input's id (`address` at checkout: #address-city). */
    idPrefix: string;
    field: keyof Address;
    value: string;
    error?: string;
    onChange: (value: string) => void;
  } & AddressInputOptions,
) {
  const { idPrefix, field, error } = props;
  const id = `${idPrefix}-${field}`;
  const digitsOnly = field === 'zipcode' || field === 'phone';
  return (
    <TextField
      id={id}
      name={field}
      label={ADDRESS_FIELDS[field].label}
      type={props.type ?? 'text'}
      value={props.value}
      required={field !== 'landmark'}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      maxLength={props.maxLength ?? 120}
      error={error}
      onChange={(typed) => props.onChange(digitsOnly ? typed.replace(/\D/g, '') : typed)}
      className={props.className}
    />
  );
}

/** The browser's hints per field, the same in both forms. */
export const ADDRESS_INPUT_OPTIONS: Partial<Record<keyof Address, AddressInputOptions>> = {
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel', maxLength: 10 },
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  street: { autoComplete: 'street-address', className: 'sm:col-span-2' },
  landmark: { className: 'sm:col-span-2' },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1' },
  zipcode: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6 },
  country: { autoComplete: 'country-name' },
};
