import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { coupons } from '../../db/schema.js';
import { deleteById } from '../../lib/crud.js';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

/** Tournament coupons (spec 2 §3 "Coupon"); codes compare without case (a unique index on lower()). */
export function couponsRepository(db: DbOrTx) {
  return {
    /** One page of coupons, newest first; only one tournament's when `tournamentId` is given. */
    async page(o: { tournamentId?: number; page: number; size: number }) {
      const where =
        o.tournamentId === undefined ? undefined : eq(coupons.tournamentId, o.tournamentId);
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(coupons)
          .where(where)
          .orderBy(desc(coupons.id))
          .limit(o.size)
          .offset(o.page * o.size),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(coupons)
          .where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async findByCode(code: string): Promise<CouponRow | undefined> {
      const [row] = await db
        .select()
        .from(coupons)
        .where(sql`lower(${coupons.couponCode}) = lower(${code})`);
      return row;
    },

    async insert(values: NewCoupon): Promise<CouponRow> {
      const [row] = await db.insert(coupons).values(values).returning();
      return row!;
    },

    async update(id: number, values: NewCoupon): Promise<CouponRow | undefined> {
      const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
      return row;
    },

    /** False when there was no coupon with that id. */
    delete: (id: number): Promise<boolean> => deleteById(db, coupons, id),
  };
}

/** The coupon a typed code names (any case), or null for a blank or unknown code. */
export async function findCoupon(
  db: DbOrTx,
  code: string | null | undefined,
): Promise<CouponRow | null> {
  return code ? ((await couponsRepository(db).findByCode(code)) ?? null) : null;
}
