// What a shipping adapter answers (offline estimator, Shiprocket): services depend on this, the container picks
// the implementation (adapters/shipping/index.ts).

export type Estimate = { serviceable: true; earliest: Date; latest: Date } | { serviceable: false };
/** `cod`: whether a courier collects cash there (Shiprocket asks its couriers; offline answers as for prepaid). */
export type EstimateOptions = { cod?: boolean };
export type ShippingProvider = {
  estimate(pincode: string, now: Date, options?: EstimateOptions): Promise<Estimate>;
};
