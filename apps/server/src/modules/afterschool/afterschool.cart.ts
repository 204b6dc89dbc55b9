/** After-school's part of a family cart (docs/decisions/0054). */
import {
  FAMILY_CART_MESSAGES,
  formatCents,
  SCHOOL_NAMES,
  type FamilyCartCatalog,
  type SchoolName,
} from '@kingside/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import type { CartPart } from '../payments/index.js';
import { afterschoolRepository, type ProgramRow } from './afterschool.repository.js';
import { checkSeat, heldProgram } from './afterschool.service.js';

export type AfterschoolCartItem = {
  schoolName: SchoolName;
  studentGrade: string | null;
  studentHouse: string | null;
  studentPrimaryTeacher: string | null;
};

const price = (p: ProgramRow) => p.priceCents + (p.registrationFeeCents ?? 0);

/**
 * A line is one child in a school's open program, at its price plus any registration fee. The
 * programs are locked in the schools' order, their seats counted for every child of the cart, and
 * a program with a seat limit is held as the hold rules decide, as on the after-school form.
 */
export function afterschoolCartPart(ctx: AppContext): CartPart<AfterschoolCartItem> {
  return {
    kind: 'afterschool',
    async prepare(tx, items, buyer) {
      const repo = afterschoolRepository(tx);
      const programs = new Map<SchoolName, ProgramRow>();
      for (const school of SCHOOL_NAMES) {
        const mine = items.filter((i) => i.item.schoolName === school);
        if (mine.length === 0) continue;
        const program = await repo.lockProgram(school);
        if (!program) {
          throw conflict('REGISTRATION_CLOSED', FAMILY_CART_MESSAGES.noProgram, {
            [`items.${mine[0]!.index}.schoolName`]: [FAMILY_CART_MESSAGES.noProgram],
          });
        }
        await checkSeat(tx, program, mine.length);
        programs.set(school, program);
      }
      const lines = items.map(({ item, child }) => {
        const p = programs.get(item.schoolName)!;
        const fee = p.registrationFeeCents
          ? `, registration fee ${formatCents(p.registrationFeeCents)}`
          : '';
        return {
          kind: 'afterschool' as const,
          childName: child.name,
          description: `${p.name} (${p.priceUnit}${fee}): ${child.name}`,
          amountCents: price(p),
        };
      });
      const events = [...programs.values()]
        .filter((p) => p.maxStudents !== null)
        .map((p) => ({
          ...heldProgram(ctx, p, items.filter((i) => i.item.schoolName === p.schoolName).length),
          kind: 'afterschool' as const,
        }));
      return {
        lines,
        events,
        async write(db: DbOrTx, order, amounts) {
          for (const [i, { item, child }] of items.entries()) {
            await afterschoolRepository(db).insertRegistration({
              studentName: child.name,
              parentName: buyer.name,
              parentEmail: buyer.email,
              parentPhoneNumber: buyer.phone,
              studentGrade: item.studentGrade ?? child.grade,
              studentHouse: item.studentHouse,
              studentPrimaryTeacher: item.studentPrimaryTeacher,
              paymentMethod: buyer.paymentMethod,
              schoolName: item.schoolName,
              programId: programs.get(item.schoolName)!.id,
              orderId: order.id,
              priceCents: amounts[i]!,
              childId: child.id,
            });
          }
        },
      };
    },
  };
}

/** The schools' open programs, for the family cart's choices. */
export async function afterschoolCatalog(db: DbOrTx): Promise<FamilyCartCatalog['afterschool']> {
  const repo = afterschoolRepository(db);
  const open: FamilyCartCatalog['afterschool'] = [];
  for (const school of SCHOOL_NAMES) {
    const p = await repo.openProgram(school);
    if (!p) continue;
    open.push({
      schoolName: school,
      name: p.name,
      priceCents: p.priceCents,
      registrationFeeCents: p.registrationFeeCents ?? 0,
      seatsLeft:
        p.maxStudents === null ? null : Math.max(0, p.maxStudents - (await repo.seatsTaken(p.id))),
    });
  }
  return open;
}
