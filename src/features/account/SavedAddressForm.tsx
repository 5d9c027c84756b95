// The address book's form (add or edit): checkout's fields without the contact e-mail and the country, checked by the
// same rules (validateSavedAddress); a field's message goes as soon as it is right, as at checkout.
import { useState, type FormEvent } from 'react';
import {
  type AddressErrors,
  keepShownErrors,
  SAVED_ADDRESS_KEYS,
  type SavedAddressFields,
  validateSavedAddress,
} from '#/lib/address.ts';
import { ADDRESS_INPUT_OPTIONS, AddressInput } from '#/components/ui/AddressInput.tsx';

export const BLANK_SAVED_ADDRESS: SavedAddressFields = {
  firstName: '',
  lastName: '',
  phone: '',
  street: '',
  landmark: '',
  city: '',
  state: '',
  zipcode: '',
};

export function SavedAddressForm(props: {
  title: string;
  initial: SavedAddressFields;
  busy: boolean;
  onSave: (address: SavedAddressFields) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [address, setAddress] = useState(props.initial);
  const [errors, setErrors] = useState<AddressErrors>({});

  function change(next: SavedAddressFields) {
    setAddress(next);
    setErrors((shown) => keepShownErrors(shown, validateSavedAddress(next)));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateSavedAddress(address);
    setErrors(found);
    const first = SAVED_ADDRESS_KEYS.find((k) => found[k]);
    if (first) return document.getElementById(`book-${first}`)?.focus();
    await props.onSave(address);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="book-form-title" className="mt-4 rounded-card bg-sand/50 p-4">
      <h3 id="book-form-title" className="font-medium">
        {props.title}
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {SAVED_ADDRESS_KEYS.map((key) => (
          <AddressInput
            key={key}
            idPrefix="book"
            field={key}
            value={address[key]}
            error={errors[key]}
            onChange={(value) => change({ ...address, [key]: value })}
            {...ADDRESS_INPUT_OPTIONS[key]}
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={props.busy}>
          {props.busy ? 'Saving...' : 'Save address'}
        </button>
        <button type="button" className="btn-outline" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
