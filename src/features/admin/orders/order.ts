// Orders as the console lists and shows them (GET /api/admin/orders, /orders/:id).
export type OrderItem = {
  _id: string;
  productId: string | null;
  name: string;
  size: string;
  quantity: number;
  price: number;
  status: string;
};

export type OrderRow = {
  _id: string;
  placedAt: string;
  status: string;
  paymentState: string;
  paymentMethod: string;
  amount: number;
  awb: string | null;
  customer: { name: string; email: string; phone: string; city: string; zipcode: string };
  items: OrderItem[];
};

export type OrderDetail = OrderRow & {
  address: Record<string, string>;
  shippingMethod: string;
  paidAt: string | null;
  deliveredAt: string | null;
  invoiceNumber: string | null;
  charges: {
    subtotal: number;
    discount: number;
    couponCode: string | null;
    delivery: number;
    extra: number;
    codFee: number;
    storeCredit: number;
    total: number;
  };
  requests: {
    id: string;
    itemId: string;
    kind: 'return' | 'exchange';
    state: string;
    reason: string | null;
    newSize: string | null;
    refusalReason: string | null;
    requestedAt: string;
  }[];
};

export const PAYMENT_METHODS = ['Razorpay', 'Card', 'Store credit', 'COD'] as const;

/** A cash-on-delivery order that has left the warehouse: it ends Delivered (paid) or Returned to Origin. */
export const isCodInTransit = (o: Pick<OrderRow, 'paymentMethod' | 'status'>) =>
  o.paymentMethod === 'COD' && (o.status === 'Shipped' || o.status === 'Out for Delivery');

export const orderHref = (id: string) => `/admin/orders/view?id=${encodeURIComponent(id)}`;

/** "Rose Wrap Dress (M) × 1" */
export const itemLine = (i: Pick<OrderItem, 'name' | 'size' | 'quantity'>) => `${i.name} (${i.size}) × ${i.quantity}`;
