export * from './catalog.ts';
export * from './orders.ts';
export * from './accounts.ts';
export * from './shopping.ts';
export * from './invoices.ts';
export * from './stock-alerts.ts';
export * from './audit.ts';
export * from './web-vitals.ts';
