import type { Entry } from '@kingside/shared';
import type { tournamentEntries } from '../../db/schema.js';

export type EntryRow = typeof tournamentEntries.$inferSelect;
export type NewEntry = typeof tournamentEntries.$inferInsert;

/**
 * An entry as the lists answer it (spec 2 §3 "Entry"). `privateColumns` (admin or assistant, §6)
 * shows payment method, fee, coupon, phone, e-mail, remark and an offer's expiry; everyone else
 * gets null there.
 */
export function presentEntry(r: EntryRow, privateColumns: boolean): Entry {
  const secret = <T>(v: T): T | null => (privateColumns ? v : null);
  return {
    id: r.id,
    tournamentId: r.tournamentId,
    name: r.name,
    email: secret(r.email),
    phone: secret(r.phone),
    chessDotComId: r.chessDotComId,
    uscfId: r.uscfId,
    fideId: r.fideId,
    rating: r.rating,
    fideRating: r.fideRating,
    expiryDate: r.expiryDate,
    playup: r.playup,
    schedule: r.schedule,
    byesRequested: r.byesRequested,
    section: r.section,
    clubMember: r.clubMember,
    entryFeeCents: secret(r.entryFeeCents),
    couponCode: secret(r.couponCode),
    couponDiscountCents: secret(r.couponDiscountCents),
    paymentMethod: secret(r.paymentMethod),
    schoolName: r.schoolName,
    teamName: r.teamName,
    paid: r.paid,
    verified: r.verified,
    waitingList: r.waitingList,
    withdrawn: r.withdrawnAt !== null,
    offerExpiresAt: secret(r.offerExpiresAt?.toISOString() ?? null),
    remark: secret(r.remark),
    createdDate: r.createdDate.toISOString(),
  };
}
