// The owner's console (/api/admin): one sub-router per area, the services behind them, and the publisher that
// rebuilds the static site.
export { createAdminServices } from './admin-services.ts';
export { adminRoutes, isPhotoUpload } from './admin.routes.ts';
export { liveSiteDir } from './publish.service.ts';
