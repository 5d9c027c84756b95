// Which orders count as sales, for every figure the console shows (the dashboard's revenue and orders per day, the
// fit card's returns per 100 orders): placed and paid, or placed to pay on delivery, and not cancelled. Both
// dashboards must count the same orders, so the condition lives here, beside the schema it reads, and not in one
// module the other would have to import (returns → fit → orders would make a cycle). The same goes for what a
// shopper has bought (coupons' first-order rule, reviews' verified buyers): paid, and not cancelled.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { CANCELLED } from '#/domain/order-status.ts';
import { orders } from './schema/index.ts';

export const countsAsSale = () => and(inArray(orders.paymentState, ['paid', 'cod']), ne(orders.status, CANCELLED));

/** An order the shopper has paid for and still has (not cancelled): one she bought. */
export const boughtOrder = () => and(eq(orders.paymentState, 'paid'), ne(orders.status, CANCELLED));
