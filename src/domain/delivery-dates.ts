// Delivery dates: the shipping policy's processing time, working days (Monday–Saturday) counted in India time,
// and the date as the shop shows it.

export const PROCESSING_DAYS: [number, number] = [6, 9];
const IST_OFFSET_MS = 330 * 60_000;

/** Adds working days (Monday–Saturday) counting in India time. */
export function addWorkingDays(start: Date, days: number): Date {
  const d = new Date(start.getTime() + IST_OFFSET_MS);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0) left--;
  }
  return new Date(d.getTime() - IST_OFFSET_MS);
}

export function formatDeliveryDate(date: Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  })
    .format(date)
    .replace(',', '');
}
