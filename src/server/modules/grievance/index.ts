// The grievance module: complaints to the Grievance Officer (Consumer Protection (E-Commerce) Rules 2020), their
// acknowledgement and replies (through notifications), the complainant's status look-up and the console's queue.
export { createGrievanceService, type GrievanceService, type GrievanceView } from './grievance.service.ts';
export { grievanceRoutes, grievanceStatus } from './grievance.routes.ts';
