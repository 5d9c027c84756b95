// Store identity shown on pages (build-time public configuration).
const env = import.meta.env ?? {};

export const STORE_NAME: string = env.PUBLIC_STORE_NAME || 'Saanjh';
export const STORE = {
  name: STORE_NAME,
  tagline: 'Breathable Indian fabrics, made for long days and easy evenings.',
  email: env.PUBLIC_STORE_EMAIL || 'care@saanjh.example',
  phone: env.PUBLIC_STORE_PHONE || '+91 98100 00000',
  whatsapp: env.PUBLIC_STORE_WHATSAPP || '919810000000',
  instagram: env.PUBLIC_STORE_INSTAGRAM || 'saanjh.example',
  address: env.PUBLIC_STORE_ADDRESS || 'Saanjh Apparel, Plot 14, Sector 18, Gurugram, Haryana 122002',
  hours: '9AM-8PM, Monday to Saturday (closed Sunday)',
  grievance: {
    name: env.PUBLIC_GRIEVANCE_NAME || 'Grievance Officer, Saanjh',
    email: env.PUBLIC_GRIEVANCE_EMAIL || 'grievance@saanjh.example',
  },
};
export const OFFER_TEXT = 'Limited Time Offer: Get 20% OFF on your first order!';
