import { formatCents, type AfterschoolRequestSchema } from '@kingside/shared';
import crypto from 'node:crypto';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { conflict, isUniqueViolation } from '../../lib/errors.js';
import {
  checkHoldLimit,
  createOrder,
  findRepeat,
  holdEnd,
  sendConfirmation,
  type OrderRow,
  type SeatKeeper,
} from '../payments/index.js';
import * as repo from './afterschool.repository.js';

type Registration = z.output<typeof AfterschoolRequestSchema>;
type ProgramRow = NonNullable<Awaited<ReturnType<typeof repo.lockProgram>>>;

/** Refuses a registration for a program whose seats (max students) are all taken. */
async function checkSeat(tx: DbOrTx, program: ProgramRow): Promise<void> {
  if (
    program.maxStudents !== null &&
    (await repo.seatsTaken(tx, program.id)) >= program.maxStudents
  ) {
    throw conflict(
      'PROGRAM_FULL',
      `${program.name} is full. Please send us an inquiry for the waiting list.`,
    );
  }
}

/**
 * Takes an after-school order's seat again (docs/decisions/0015): after its hold ended, it is paid
 * only while its program still has a seat.
 */
export const afterschoolSeatKeeper: SeatKeeper = async (tx, order) => {
  const registration = await repo.findByOrder(tx, order.id);
  const program =
    registration?.programId != null
      ? await repo.lockProgramById(tx, registration.programId)
      : undefined;
  if (program) await checkSeat(tx, program);
};

/**
 * POST /api/afterschool: a registration for the school's program and its order (priced from the
 * program: price plus any registration fee), awaiting payment by PayPal or Zelle. The program's
 * seats are counted with the program row locked. A program with a seat limit holds the seat for
 * ZELLE_HOLD_HOURS while the money comes, and counts towards the visitor's (`holderKey`) held
 * seats; one without a limit holds nothing scarce, so its registrations wait without end.
 * A repeat with the same key answers the same.
 */
export async function registerAfterschool(
  ctx: AppContext,
  body: Registration,
  holderKey: string,
): Promise<{ registrationId: number; order: OrderRow }> {
  const key = body.idempotencyKey ?? crypto.randomUUID();
  const { idempotencyKey: _key, ...fields } = body;
  const run = () =>
    ctx.database.db.transaction(async (tx) => {
      const program = await repo.lockProgram(tx, body.schoolName);
      if (!program) {
        throw conflict(
          'REGISTRATION_CLOSED',
          'Registration for this program is closed. Please send us an inquiry.',
        );
      }
      const repeat = await findRepeat(tx, key, fields);
      if (repeat) {
        const existing = await repo.findByOrder(tx, repeat.order.id);
        return { registrationId: existing?.id ?? 0, order: repeat.order, created: false };
      }
      await checkSeat(tx, program);
      const limited = program.maxStudents !== null;
      if (limited) await checkHoldLimit(ctx, tx, holderKey, 1);
      const items = [
        { description: `${program.name} (${program.priceUnit})`, amountCents: program.priceCents },
        ...(program.registrationFeeCents
          ? [{ description: 'Registration fee', amountCents: program.registrationFeeCents }]
          : []),
      ];
      const { order, created } = await createOrder(tx, {
        kind: 'afterschool',
        idempotencyKey: key,
        cart: fields,
        paymentMethod: body.paymentMethod,
        description: `${program.name}: ${body.studentName}`,
        items,
        payerName: body.parentName,
        payerEmail: body.parentEmail,
        status: 'awaiting_payment',
        holdUntil: limited ? holdEnd(ctx.config, true) : null,
        holderKey,
      });
      const row = await repo.insertRegistration(tx, {
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
      });
      return { registrationId: row.id, order, created };
    });
  let result;
  try {
    result = await run();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    result = await run();
  }
  if (result.created) {
    await sendConfirmation(ctx, result.order);
    await ctx.mailer.send({
      to: ctx.config.club.email,
      subject: `After-school registration (${body.schoolName}): ${body.studentName}`,
      text:
        `${body.studentName}, parent ${body.parentName} <${body.parentEmail}>, ${body.parentPhoneNumber}\n` +
        `Order ${result.order.id}: ${formatCents(result.order.amountCents)} by ${body.paymentMethod}\n` +
        `Registrations: ${ctx.config.publicUrl}/${body.schoolName === 'RJLEE' ? 'RJLEE' : 'mustang'}/registrations\n`,
    });
  }
  return { registrationId: result.registrationId, order: result.order };
}
