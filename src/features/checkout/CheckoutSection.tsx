// A part of checkout's form (contact, delivery address, store credit).
import { Region, type RegionProps } from '#/components/ui/Region.tsx';

export function CheckoutSection(props: RegionProps) {
  return <Region {...props} className="mt-8" titleClassName="font-serif text-xl" />;
}
