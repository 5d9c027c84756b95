export * from './catalog.ts';
export * from './orders.ts';
