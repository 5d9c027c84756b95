// The console's sections (issue #18), in the order the navigation lists them. `ownerOnly` sections are hidden
// from staff; the server refuses their routes to staff as well.
import type { StaffRole } from '#/lib/admin.ts';
import type { ApiSuccess } from '#/lib/api.ts';

export type Role = StaffRole;
/** Who is signed in to the console (GET /api/admin/me). */
export type Staff = ApiSuccess<'/api/admin/me', 'GET'>['staff'];

export type SectionId =
  | 'dashboard'
  | 'products'
  | 'stock'
  | 'coupons'
  | 'orders'
  | 'returns'
  | 'notifications'
  | 'requests'
  | 'messages'
  | 'grievances'
  | 'newsletter'
  | 'staff'
  | 'audit';

export type Section = { id: SectionId; label: string; href: string; ownerOnly?: boolean };

export const SECTIONS: readonly Section[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/admin' },
  { id: 'products', label: 'Products', href: '/admin/products' },
  { id: 'stock', label: 'Stock', href: '/admin/stock' },
  { id: 'coupons', label: 'Coupons', href: '/admin/coupons' },
  { id: 'orders', label: 'Orders', href: '/admin/orders' },
  { id: 'returns', label: 'Returns & exchanges', href: '/admin/returns' },
  { id: 'notifications', label: 'Messages', href: '/admin/notifications' },
  { id: 'requests', label: 'Custom requests', href: '/admin/requests' },
  { id: 'messages', label: 'Contact messages', href: '/admin/messages' },
  { id: 'grievances', label: 'Grievances', href: '/admin/grievances' },
  { id: 'newsletter', label: 'Newsletter', href: '/admin/newsletter' },
  { id: 'staff', label: 'Staff', href: '/admin/staff', ownerOnly: true },
  { id: 'audit', label: 'Audit log', href: '/admin/audit' },
];

export function sectionsFor(role: Role): Section[] {
  return SECTIONS.filter((s) => role === 'owner' || !s.ownerOnly);
}

export function sectionById(id: SectionId): Section {
  return SECTIONS.find((s) => s.id === id)!;
}
