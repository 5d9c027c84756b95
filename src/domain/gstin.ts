// GST identity rules: the state codes of the GST registry (a GSTIN starts with one, and an invoice names the
// place of supply with one), state names as shoppers type them, and the GSTIN's format and check character.

/** GST state codes (25 Daman and Diu merged into 26 in 2020). */
const STATE_CODES: Record<string, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** Older or everyday spellings a shopper may type, by their normalised form. */
const ALIASES: Record<string, string> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  newdelhi: 'Delhi',
  nctofdelhi: 'Delhi',
  jk: 'Jammu and Kashmir',
  andamanandnicobar: 'Andaman and Nicobar Islands',
  dadraandnagarhaveli: 'Dadra and Nagar Haveli and Daman and Diu',
  damananddiu: 'Dadra and Nagar Haveli and Daman and Diu',
};

const normalise = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
const BY_NORMALISED = new Map<string, string>([
  ...Object.keys(STATE_CODES).map((s) => [normalise(s), s] as [string, string]),
  ...Object.entries(ALIASES),
]);

/** The registry's name of a state or union territory as typed ("tamil nadu", "Orissa"), if it is one. */
export function canonicalState(name: string): { name: string; code: string } | undefined {
  const canonical = BY_NORMALISED.get(normalise(name));
  return canonical ? { name: canonical, code: STATE_CODES[canonical]! } : undefined;
}

export const isIndianState = (name: string): boolean => canonicalState(name) !== undefined;

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// State code, the holder's PAN (5 letters, 4 digits, a letter), entity number, Z (by default), check character.
const GSTIN_RE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

/** The GSTIN check character: a base-36 Luhn over the first 14 characters, weights 1, 2, 1, 2 … */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (const [i, ch] of [...first14].entries()) {
    const product = CHARS.indexOf(ch) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

export function isValidGstin(gstin: string): boolean {
  const m = GSTIN_RE.exec(gstin);
  if (!m) return false;
  const stateCode = m[1]!;
  const known = Object.values(STATE_CODES).includes(stateCode) || stateCode === '97';
  return known && gstinCheckChar(gstin.slice(0, 14)) === gstin[14];
}

/** The state a GSTIN is registered in (its first two digits). */
export const gstinStateCode = (gstin: string): string => gstin.slice(0, 2);

/** A made-up, well-formed GSTIN in Haryana (the warehouse's state): invoices work before the store registers. */
export const DEMO_GSTIN = `06ABCDE1234F1Z${gstinCheckChar('06ABCDE1234F1Z')}`;
