// The contact and delivery address sections of checkout: labelled inputs with their errors (address.ts holds the
// rules, components/ui/AddressInput.tsx the input); `contactExtra` follows the contact fields (the WhatsApp box),
// and `addressChoice` sits under the address heading when she has saved addresses (SavedAddressChoice.tsx).
import type { ReactNode } from 'react';
import type { Address, AddressErrors } from './address.ts';
import { ADDRESS_INPUT_OPTIONS, AddressInput } from '#/components/ui/AddressInput.tsx';
import { CheckoutSection } from './CheckoutSection.tsx';

export function AddressFields(props: {
  address: Address;
  errors: AddressErrors;
  onChange: (address: Address) => void;
  contactExtra?: ReactNode;
  /** Saved addresses to choose from; the fields show only when `showFields`. */
  addressChoice?: ReactNode;
  showFields?: boolean;
  /** Under the fields: "Save this address". */
  fieldsExtra?: ReactNode;
}) {
  const { address, errors } = props;
  const field = (key: keyof Address) => (
    <AddressInput
      idPrefix="address"
      field={key}
      value={address[key]}
      error={errors[key]}
      onChange={(value) => props.onChange({ ...address, [key]: value })}
      {...ADDRESS_INPUT_OPTIONS[key]}
    />
  );

  return (
    <>
      <CheckoutSection titleId="contact-title" title="Contact">
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {field('email')}
          {props.showFields !== false && field('phone')}
        </div>
        {props.contactExtra}
      </CheckoutSection>
      <CheckoutSection titleId="address-title" title="Delivery address">
        {props.addressChoice}
        {props.showFields !== false && (
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {field('firstName')}
            {field('lastName')}
            {field('street')}
            {field('landmark')}
            {field('city')}
            {field('state')}
            {field('zipcode')}
            {field('country')}
            {props.fieldsExtra}
          </div>
        )}
      </CheckoutSection>
    </>
  );
}
