/** The public shipment-tracking page for an AWB code (Shiprocket's tracking site). */
export function trackingUrl(awb: string): string {
  return `https://shiprocket.co/tracking/${encodeURIComponent(awb.trim())}`;
}
