// Store identity (name, contacts, grievance officer): one set of PUBLIC_STORE_* / PUBLIC_GRIEVANCE_* keys read
// by the pages at build time (STORE in build-config.ts) and by the server through env.ts (mails, the payment window).
type Source = Partial<Record<string, string | undefined>>;

export function storeIdentity(source: Source) {
  const name = source.PUBLIC_STORE_NAME || 'Saanjh';
  return {
    name,
    tagline: 'Breathable Indian fabrics, made for long days and easy evenings.',
    email: source.PUBLIC_STORE_EMAIL || 'care@saanjh.example',
    phone: source.PUBLIC_STORE_PHONE || '+91 98100 00000',
    whatsapp: source.PUBLIC_STORE_WHATSAPP || '919810000000',
    instagram: source.PUBLIC_STORE_INSTAGRAM || 'saanjh.example',
    address: source.PUBLIC_STORE_ADDRESS || 'Saanjh Apparel, Plot 14, Sector 18, Gurugram, Haryana 122002',
    hours: '9AM-8PM, Monday to Saturday (closed Sunday)',
    /** The Grievance Officer the Consumer Protection (E-Commerce) Rules 2020 ask a store to name (/grievance). */
    grievance: {
      name: source.PUBLIC_GRIEVANCE_NAME || 'Kavita Menon',
      designation: source.PUBLIC_GRIEVANCE_DESIGNATION || 'Grievance Officer',
      email: source.PUBLIC_GRIEVANCE_EMAIL || 'grievance@saanjh.example',
      phone: source.PUBLIC_GRIEVANCE_PHONE || '+91 98100 00001',
    },
  };
}

export type StoreIdentity = ReturnType<typeof storeIdentity>;

/** The WhatsApp chat link (the floating chat button, and the footer's line that stands in for it on phones). */
export const whatsappChatHref = (store: Pick<StoreIdentity, 'whatsapp' | 'name'>) =>
  `https://wa.me/${store.whatsapp}?text=${encodeURIComponent(`Hi ${store.name}, I have a question`)}`;

export const OFFER_TEXT = 'Limited Time Offer: Get 20% OFF on your first order!';
