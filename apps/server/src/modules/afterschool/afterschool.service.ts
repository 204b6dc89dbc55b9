import { formatCents, type AfterschoolRequestSchema } from '@kingside/shared';
import crypto from 'node:crypto';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { zonedTimeToUtc } from '../../lib/time.js';
import { familyChildFor } from '../families/index.js';
import type { HeldEvent, OrderDesk, OrderKindHooks, OrderRow } from '../payments/index.js';
import { afterschoolRepository, type ProgramRow } from './afterschool.repository.js';

type Registration = z.output<typeof AfterschoolRequestSchema>;

/** Refuses `seats` registrations for a program without that many seats (max students) free. */
export async function checkSeat(tx: DbOrTx, program: ProgramRow, seats = 1): Promise<void> {
  if (
    program.maxStudents !== null &&
    (await afterschoolRepository(tx).seatsTaken(program.id)) + seats > program.maxStudents
  ) {
    throw conflict(
      'PROGRAM_FULL',
      `${program.name} is full. Please send us an inquiry for the waiting list.`,
    );
  }
}

/**
 * After-school's kind of order (docs/decisions/0021): one registration, priced from its program
 * (price plus any registration fee), confirmed when made because it waits for its money; paying
 * records what was paid, releasing makes the registration stop counting, and an order that lost
 * its hold is paid only while its program still has a seat (docs/decisions/0015).
 */
export const afterschoolOrderKind: OrderKindHooks<ProgramRow> = {
  kind: 'afterschool',
  confirmedWhenMade: true,
  priceLine: (program) => [
    { description: `${program.name} (${program.priceUnit})`, amountCents: program.priceCents },
    ...(program.registrationFeeCents
      ? [{ description: 'Registration fee', amountCents: program.registrationFeeCents }]
      : []),
  ],
  onPaid: (tx, order) => afterschoolRepository(tx).markOrderPaid(order.id, order.amountCents),
  onReleased: (tx, order) =>
    afterschoolRepository(tx).setOrderRegistration(order.id, { active: false, paidAmountCents: 0 }),
  async onRetake(tx, order) {
    const afterschool = afterschoolRepository(tx);
    const wanted = new Map<number, number>();
    for (const r of await afterschool.listByOrder(order.id)) {
      if (r.programId !== null) wanted.set(r.programId, (wanted.get(r.programId) ?? 0) + 1);
    }
    for (const id of [...wanted.keys()].sort((a, b) => a - b)) {
      const program = await afterschool.lockProgramById(id);
      if (program) await checkSeat(tx, program, wanted.get(id));
    }
    await afterschool.setOrderRegistration(order.id, { active: true });
  },
  heldSeats: (tx, orderIds) => afterschoolRepository(tx).seatsOfOrders(orderIds),
};

/**
 * A program with a seat limit as the hold rules see it (docs/decisions/0046): its start counts
 * only while it is ahead, since a program already running still takes children who join late.
 */
export function heldProgram(
  ctx: AppContext,
  program: ProgramRow,
  seats = 1,
  now = new Date(),
): HeldEvent {
  const start = program.startDate
    ? zonedTimeToUtc(program.startDate, program.startTime ?? '00:00', ctx.config.club.timezone)
    : null;
  return {
    id: program.id,
    name: program.name,
    capacity: program.maxStudents,
    startsAt: start && start > now ? start : null,
    seats,
  };
}

/**
 * POST /api/afterschool: a registration for the school's program and its order (priced from the
 * program: price plus any registration fee), to pay by PayPal or Zelle. The program's seats are
 * counted with the program row locked. In a program with a seat limit the payments desk decides
 * the hold (docs/decisions/0046): PayPal is paid now, on the page, and holds the seat for
 * SEAT_HOLD_MINUTES; Zelle waits for the money, needs an account and holds it for
 * ZELLE_HOLD_HOURS at most, within the program's unpaid shares; both count towards the visitor's
 * (`holderKey`) held seats. A program without a limit holds nothing scarce, so its registrations
 * wait for the money without end. A repeat with the same key answers the same. A logged-in
 * parent's order is theirs (`userId`) and may name one of their children (`childId`,
 * docs/decisions/0031).
 */
export async function registerAfterschool(
  ctx: AppContext,
  desk: OrderDesk<ProgramRow>,
  body: Registration,
  holderKey: string,
  userId: number | null = null,
): Promise<{ registrationId: number; order: OrderRow }> {
  const key = body.idempotencyKey ?? crypto.randomUUID();
  const { idempotencyKey: _key, ...fields } = body;
  const result = await desk.checkout(async (tx) => {
    const afterschool = afterschoolRepository(tx);
    const program = await afterschool.lockProgram(body.schoolName);
    if (!program) {
      throw conflict(
        'REGISTRATION_CLOSED',
        'Registration for this program is closed. Please send us an inquiry.',
      );
    }
    await familyChildFor(tx, userId, body.childId, 'childId');
    const repeat = await desk.findRepeat(tx, key, fields);
    if (repeat) {
      const existing = await afterschool.findByOrder(repeat.order.id);
      return { registrationId: existing?.id ?? 0, order: repeat.order, created: false };
    }
    await checkSeat(tx, program);
    const limited = program.maxStudents !== null;
    const payLater = body.paymentMethod === 'zelle';
    const holdUntil = limited
      ? await desk.hold(tx, { holderKey, payLater, events: [heldProgram(ctx, program)] })
      : null;
    const { order, created } = await desk.create(tx, {
      idempotencyKey: key,
      cart: fields,
      paymentMethod: body.paymentMethod,
      description: `${program.name}: ${body.studentName}`,
      lines: [program],
      payerName: body.parentName,
      payerEmail: body.parentEmail,
      userId,
      status: limited && !payLater ? 'pending' : 'awaiting_payment',
      holdUntil,
      holderKey,
    });
    const row = await afterschool.insertRegistration({
      studentName: body.studentName,
      parentName: body.parentName,
      parentEmail: body.parentEmail,
      parentPhoneNumber: body.parentPhoneNumber,
      studentGrade: body.studentGrade,
      studentHouse: body.studentHouse,
      studentPrimaryTeacher: body.studentPrimaryTeacher,
      paymentMethod: body.paymentMethod,
      schoolName: body.schoolName,
      programId: program.id,
      orderId: order.id,
      priceCents: order.amountCents,
      childId: body.childId,
    });
    return { registrationId: row.id, order, created };
  });
  if (result.created) {
    await desk.confirm(result.order, {
      subject: `After-school registration (${body.schoolName}): ${body.studentName}`,
      text:
        `${body.studentName}, parent ${body.parentName} <${body.parentEmail}>, ${body.parentPhoneNumber}\n` +
        `Order ${result.order.id}: ${formatCents(result.order.amountCents)} by ${body.paymentMethod}\n` +
        `Registrations: ${ctx.config.publicUrl}/${body.schoolName === 'RJLEE' ? 'RJLEE' : 'mustang'}/registrations\n`,
    });
  }
  return { registrationId: result.registrationId, order: result.order };
}
