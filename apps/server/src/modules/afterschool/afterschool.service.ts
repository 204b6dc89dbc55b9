import { formatCents, type AfterschoolRequestSchema } from '@kingside/shared';
import crypto from 'node:crypto';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { conflict, isUniqueViolation } from '../../lib/errors.js';
import type { OrderRow } from '../payments/payments.repository.js';
import { createOrder, sendConfirmation } from '../payments/payments.service.js';
import * as repo from './afterschool.repository.js';

type Registration = z.output<typeof AfterschoolRequestSchema>;

/**
 * POST /api/afterschool: a registration for the school's program and its order (priced from the
 * program: price plus any registration fee), awaiting payment by PayPal or Zelle. The program's
 * seats are counted with the program row locked. A repeat with the same key answers the same.
 */
export async function registerAfterschool(
  ctx: AppContext,
  body: Registration,
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
      });
      if (!created) {
        const existing = await repo.findByOrder(tx, order.id);
        return { registrationId: existing?.id ?? 0, order, created };
      }
      if (
        program.maxStudents !== null &&
        (await repo.seatsTaken(tx, program.id)) >= program.maxStudents
      ) {
        throw conflict(
          'PROGRAM_FULL',
          `${program.name} is full. Please send us an inquiry for the waiting list.`,
        );
      }
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
