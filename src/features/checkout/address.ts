// The checkout address (spec §3, §5): required fields, optional landmark, 6-digit PIN, 10-digit phone.
export type Address = {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  landmark: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  phone: string;
};

export const EMPTY_ADDRESS: Address = {
  firstName: '',
  lastName: '',
  email: '',
  street: '',
  landmark: '',
  city: '',
  state: '',
  zipcode: '',
  country: 'India',
  phone: '',
};

export const ADDRESS_LABELS: Record<keyof Address, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  street: 'Street',
  landmark: 'Landmark (optional)',
  city: 'City',
  state: 'State',
  zipcode: 'PIN code',
  country: 'Country',
  phone: 'Phone',
};

export type AddressErrors = Partial<Record<keyof Address, string>>;

export function validateAddress(a: Address): AddressErrors {
  const errors: AddressErrors = {};
  for (const key of Object.keys(ADDRESS_LABELS) as (keyof Address)[]) {
    if (key !== 'landmark' && !a[key].trim()) errors[key] = `${ADDRESS_LABELS[key]} is required`;
  }
  if (a.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(a.email.trim()))
    errors.email = 'Enter a valid e-mail address';
  if (a.zipcode.trim() && !/^[1-9]\d{5}$/.test(a.zipcode.trim())) errors.zipcode = 'Enter a 6-digit PIN code';
  if (a.phone.trim() && !/^[6-9]\d{9}$/.test(a.phone.trim())) errors.phone = 'Enter a 10-digit mobile number';
  return errors;
}
