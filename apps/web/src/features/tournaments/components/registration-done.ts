import type { OrderSummary, TournamentCartResult } from '@kingside/shared';

/** What the success page shows of a registration made on this page (router state). */
export type RegistrationDone = {
  names: string[];
  waitingList: boolean;
  message: string;
};

/** The success page for a registration, with its order when there is one. */
export const successPath = (tournamentId: number, order: OrderSummary | null) =>
  `/tourRegisterSuccess/${tournamentId}${order ? `?orderRef=${encodeURIComponent(order.orderRef)}` : ''}`;

export const doneState = (result: TournamentCartResult): RegistrationDone => ({
  names: result.entries.map((e) => e.name),
  waitingList: result.entries.some((e) => e.waitingList),
  message: result.message,
});
