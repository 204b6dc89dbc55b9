import { and, eq, gt, sql } from 'drizzle-orm';
import { sandboxCardTransactions, type SandboxDbOrTx } from './tables.js';

/**
 * The transaction calls' queries: the refId lock, the duplicate search, the referenced transaction
 * and the transaction insert.
 */

export type TransactionRow = typeof sandboxCardTransactions.$inferSelect;

/** Serializes charges with one refId across server processes, so a duplicate cannot slip in. */
export async function lockRefId(tx: SandboxDbOrTx, refId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-anet:${refId}`}))`);
}

/** The approved charge a new one would duplicate: same refId, amount and card, inside the window. */
export async function findDuplicate(
  tx: SandboxDbOrTx,
  charge: { refId: string; amountCents: number; last4: string; windowSeconds: number },
): Promise<TransactionRow | undefined> {
  const [row] = await tx
    .select()
    .from(sandboxCardTransactions)
    .where(
      and(
        eq(sandboxCardTransactions.refId, charge.refId),
        eq(sandboxCardTransactions.transactionType, 'authCaptureTransaction'),
        eq(sandboxCardTransactions.responseCode, '1'),
        eq(sandboxCardTransactions.amountCents, charge.amountCents),
        eq(sandboxCardTransactions.last4, charge.last4),
        gt(sandboxCardTransactions.createdAt, new Date(Date.now() - charge.windowSeconds * 1000)),
      ),
    )
    .limit(1);
  return row;
}

/** The transaction a refund or void names, locked until the end of its database transaction. */
export async function lockTransaction(
  tx: SandboxDbOrTx,
  transId: string,
): Promise<TransactionRow | undefined> {
  const [row] = await tx
    .select()
    .from(sandboxCardTransactions)
    .where(eq(sandboxCardTransactions.transId, Number(transId)))
    .for('update');
  return row;
}

export async function insertTransaction(
  tx: SandboxDbOrTx,
  values: typeof sandboxCardTransactions.$inferInsert,
): Promise<TransactionRow> {
  const [row] = await tx.insert(sandboxCardTransactions).values(values).returning();
  if (!row) throw new Error('sandbox transaction insert returned nothing');
  return row;
}
