// The engagement module: back-in-stock alerts, the contact form, custom-size requests, the newsletter, web vitals
// from real visits, and the retention job for the tables anyone can write to.
export { createStockAlertService, type StockAlertService } from './stock-alert.service.ts';
export { createContactService } from './contact.service.ts';
export { createCustomService } from './custom.service.ts';
export { createNewsletterService, type NewsletterService } from './newsletter.service.ts';
export { createVitalsService, SUMMARY_DAYS, type VitalsService } from './vitals.service.ts';
export { createRetention } from './retention.service.ts';
export { contactRoutes } from './contact.routes.ts';
export { customRoutes } from './custom.routes.ts';
export { newsletterRoutes } from './newsletter.routes.ts';
export { stockAlertRoutes } from './stock-alert.routes.ts';
export { vitalsRoutes } from './vitals.routes.ts';
