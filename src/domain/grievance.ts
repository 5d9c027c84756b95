// Complaints under the Consumer Protection (E-Commerce) Rules 2020: the store names a Grievance Officer, acknowledges
// a complaint within 48 hours (we do at once, by mail) and resolves it within one month of receipt (30 days here).
// A complaint is found again by its ticket number and the e-mail it was filed with, both together.

export const GRIEVANCE_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

/** What the complainant and the console read for a status. */
export const GRIEVANCE_STATUS_WORDS: Record<GrievanceStatus, string> = {
  open: 'Received',
  in_progress: 'Being looked into',
  resolved: 'Resolved',
};

export const ACKNOWLEDGE_HOURS = 48;
export const RESOLUTION_DAYS = 30;
const DAY = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

/** The day by which a complaint received at `receivedAt` must be resolved. */
export const resolutionDue = (receivedAt: Date): Date => new Date(receivedAt.getTime() + RESOLUTION_DAYS * DAY);

/** Past its deadline and not resolved. */
export const isOverdue = (g: { status: GrievanceStatus; dueAt: Date }, now: Date): boolean =>
  g.status !== 'resolved' && g.dueAt.getTime() < now.getTime();

/** Whole days past the deadline (0 when not yet due). */
export const daysOverdue = (dueAt: Date, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - dueAt.getTime()) / DAY));

/** GRV-2026-483920: the year of receipt (India time) and six random digits. */
export const TICKET_RE = /^GRV-\d{4}-\d{6}$/;

/**
 * A new ticket number. The digits are random, not a count: a number says nothing about how many complaints the
 * store had, and the e-mail it was filed with is needed beside it to read it.
 */
export function ticketNumber(receivedAt: Date): string {
  const year = new Date(receivedAt.getTime() + IST_OFFSET_MS).getUTCFullYear();
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return `GRV-${year}-${String(n! % 1_000_000).padStart(6, '0')}`;
}

/** "31 May 2026", in India time: the deadline as mails and pages give it. */
export const formatDueDate = (date: Date): string =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    date,
  );
