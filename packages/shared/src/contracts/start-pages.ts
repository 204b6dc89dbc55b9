/** The admin start page: GET /api/admin/summary. */
import { z } from 'zod';

/** How far back the admin start page counts new registrations, in days. */
export const ADMIN_SUMMARY_DAYS = 7;

const Count = z.number().int().nonnegative();

/** GET /api/admin/summary: what needs an admin now, for the /admin start page. */
export const AdminSummarySchema = z.object({
  /** Inquiries not marked answered yet, however old (docs/decisions/0024). */
  inquiriesToAnswer: Count,
  /** Orders paid but not recorded, or in processing for more than 2 minutes (payments' rule). */
  paymentsNeedingAttention: Count,
  /** Registrations made in the last `ADMIN_SUMMARY_DAYS` days, per grid. */
  registrationsThisWeek: z.object({
    camp: Count,
    /** After-school registrations at RJ Lee. */
    rjlee: Count,
    /** After-school registrations at Mustang. */
    mustang: Count,
  }),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;
