// The contact and delivery address sections of checkout: labelled inputs with their errors (address.ts holds
// the rules), digits only in the PIN and phone fields; `contactExtra` follows the contact fields (the WhatsApp box).
import type { ReactNode } from 'react';
import { ADDRESS_LABELS, type Address, type AddressErrors } from './address.ts';

type FieldProps = {
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  maxLength?: number;
  className?: string;
};

export function AddressFields(props: {
  address: Address;
  errors: AddressErrors;
  onChange: (address: Address) => void;
  contactExtra?: ReactNode;
}) {
  const { address, errors } = props;
  const field = (key: keyof Address, options: FieldProps = {}) => (
    <div className={options.className}>
      <label htmlFor={`address-${key}`} className="text-sm font-medium">
        {ADDRESS_LABELS[key]}
      </label>
      <input
        id={`address-${key}`}
        name={key}
        type={options.type ?? 'text'}
        value={address[key]}
        required={key !== 'landmark'}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        maxLength={options.maxLength ?? 120}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `address-${key}-error` : undefined}
        onChange={(e) =>
          props.onChange({
            ...address,
            [key]: key === 'zipcode' || key === 'phone' ? e.target.value.replace(/\D/g, '') : e.target.value,
          })
        }
        className="field mt-1"
      />
      {errors[key] && (
        <p id={`address-${key}-error`} className="mt-1 text-xs text-rose-dark">
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <>
      <section aria-labelledby="contact-title" className="mt-8">
        <h2 id="contact-title" className="font-serif text-xl">
          Contact
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {field('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {field('phone', { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel', maxLength: 10 })}
        </div>
        {props.contactExtra}
      </section>
      <section aria-labelledby="address-title" className="mt-8">
        <h2 id="address-title" className="font-serif text-xl">
          Delivery address
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {field('firstName', { autoComplete: 'given-name' })}
          {field('lastName', { autoComplete: 'family-name' })}
          {field('street', { autoComplete: 'street-address', className: 'sm:col-span-2' })}
          {field('landmark', { className: 'sm:col-span-2' })}
          {field('city', { autoComplete: 'address-level2' })}
          {field('state', { autoComplete: 'address-level1' })}
          {field('zipcode', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6 })}
          {field('country', { autoComplete: 'country-name' })}
        </div>
      </section>
    </>
  );
}
