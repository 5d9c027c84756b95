// Orders as the console lists and shows them (GET /api/admin/orders, /orders/:id).
export type OrderRow = {
  _id: string;
  /** ISO 8601 (older servers: epoch ms). */
  date: string | number;
  status: string;
  payment: string;
  method: string;
  amount: number;
  awb: string | null;
  customer: string;
  items: string[];
};

export type OrderItem = { name: string; size: string; quantity: number; price: number; status?: string | null };
export type OrderDetail = Omit<OrderRow, 'items'> & {
  items: OrderItem[] | string[];
  address?: Record<string, string>;
  email?: string;
  invoiceNumber?: string | null;
};

export const PAYMENT_METHODS = ['Razorpay', 'Card', 'Store credit', 'COD'] as const;

/** A cash-on-delivery order that has left the warehouse: it ends Delivered (paid) or Returned to Origin. */
export const isCodInTransit = (o: Pick<OrderRow, 'method' | 'status'>) =>
  o.method === 'COD' && (o.status === 'Shipped' || o.status === 'Out for Delivery');

export const orderHref = (id: string) => `/admin/orders/view?id=${encodeURIComponent(id)}`;
