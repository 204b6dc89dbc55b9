/** The admin start page: GET /api/admin/summary. */
import { z } from 'zod';

/** How far back the admin start page counts new inquiries and new registrations, in days. */
export const ADMIN_SUMMARY_DAYS = 7;

const Count = z.number().int().nonnegative();

/**
 * GET /api/admin/summary: what needs an admin now, for the /admin start page. Inquiries have no
 * handled flag, so "to answer" is the inquiries received in the last `ADMIN_SUMMARY_DAYS` days.
 */
export const AdminSummarySchema = z.object({
  /** Inquiries received in the last `ADMIN_SUMMARY_DAYS` days. */
  newInquiries: Count,
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
