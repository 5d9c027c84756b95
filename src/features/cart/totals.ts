// Spec §9 / DESIGN §4: final = subtotal + extra charge + delivery fee − discount, never below the fee.
export function orderTotal({
  subtotal,
  deliveryFee,
  discount,
  extraCharge = 0,
}: {
  subtotal: number;
  deliveryFee: number;
  discount: number;
  extraCharge?: number;
}): number {
  const total = subtotal + extraCharge + deliveryFee - Math.max(0, discount);
  return Math.max(deliveryFee, Math.round(total * 100) / 100);
}
