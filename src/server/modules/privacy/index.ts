// The privacy module: the shopper's rights under the Digital Personal Data Protection Act 2023 over what the other
// modules keep: her data as one JSON export, and the erasure of her account (/api/user/data, /api/user/delete).
export { createDataExportService, DATA_EXPORT_VERSION, type DataExport } from './data-export.service.ts';
export { createErasureService, ERASE_TRIES, type ErasureService } from './erasure.service.ts';
export { privacyRoutes } from './privacy.routes.ts';
