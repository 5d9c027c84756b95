// Staff roles on store accounts: `owner` (everything, staff management included) or `staff` (catalog, orders,
// returns, requests); everyone else is a `shopper`. The store always keeps at least one owner.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { users } from '#/server/db/schema/index.ts';
import { AppError, notFound } from '#/server/errors.ts';
import type { AuditService } from './audit.service.ts';
import { STAFF_ROLES, type StaffRole } from '#/lib/admin.ts';

export type Role = StaffRole | 'shopper';
const LAST_OWNER = 'The store must keep at least one owner';

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

export function createStaffService(db: Db, audit: AuditService) {
  /** Changes one account's role; refuses to leave the store without an owner (checked under a row lock). */
  async function setRole<R extends Role>(actor: string, email: string, role: R) {
    return db.transaction(async (tx) => {
      // Every owner row is locked first, so two owners demoting each other at once take turns.
      const owners = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).for('update');
      const [user] = await tx.select().from(users).where(byEmail(email)).for('update');
      if (!user) throw notFound('No store account uses this e-mail. Ask them to sign up first.');
      if (user.role === 'owner' && role !== 'owner' && owners.length <= 1) throw new AppError('rule', LAST_OWNER);
      await tx.update(users).set({ role }).where(eq(users.id, user.id));
      await audit.record(
        { actor, action: role === 'shopper' ? 'staff.remove' : 'staff.grant', target: user.email, detail: { role } },
        tx,
      );
      return { email: user.email, name: user.name, role };
    });
  }

  return {
    async roleOf(userId: string): Promise<Role | undefined> {
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      return row?.role;
    },

    async list() {
      const rows = await db
        .select({ email: users.email, name: users.name, role: users.role })
        .from(users)
        .where(inArray(users.role, [...STAFF_ROLES]))
        .orderBy(asc(users.role), asc(users.email));
      // The query leaves shoppers out; so does the type.
      return rows.flatMap(({ role, ...who }) => (role === 'shopper' ? [] : [{ ...who, role }]));
    },

    grant: (actor: string, email: string, role: StaffRole) => setRole(actor, email, role),

    async remove(actor: string, email: string) {
      const [user] = await db
        .select({ role: users.role })
        .from(users)
        .where(and(byEmail(email), inArray(users.role, [...STAFF_ROLES])));
      if (!user) throw notFound('No staff member uses this e-mail');
      return setRole(actor, email, 'shopper');
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
