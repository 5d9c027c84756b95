// The fit module (docs/product/fit.md): fit signals from reviews, size exchanges and size returns, each product's
// summary kept beside them (refreshProductFit, called inside the transaction that changes a signal), its routes
// and the owner's figures.
export { createFitService, type FitService } from './fit.service.ts';
export { fitRoutes } from './fit.routes.ts';
export { refreshProductFit } from './fit-signals.ts';
export { createFitDashboard, FIT_MONTHS } from './fit-dashboard.ts';
export { demoFitFile, seedDemoFit } from './demo-fit.ts';
