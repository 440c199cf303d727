/**
 * An invoice issued in error is voided by an admin, with the reason: never deleted nor edited,
 * marked voided and given its registro de anulación by the chain writer (decision 091). A refund
 * is not this: it is a correction (R5/R1) of what was rightly issued.
 */
import { eq } from 'drizzle-orm';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../context.ts';
import { invoices } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../../services/audit.ts';
import type { SessionUser } from '../../sessions.ts';
import { kickChain } from './chain.ts';
import { INVOICE_NOT_FOUND } from './views.ts';

export async function voidInvoice(
  ctx: AppContext,
  admin: SessionUser,
  id: string,
  reason: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
    if (!row?.number) throw notFound(INVOICE_NOT_FOUND);
    if (row.voidedAt) throw conflict(msg('invoices.alreadyVoided'));
    await tx.update(invoices).set({ voidedAt: ctx.now() }).where(eq(invoices.id, id));
    await recordAudit(tx, admin, {
      action: 'invoice.void',
      entityType: 'invoice',
      entityId: id,
      before: { number: row.number, voided: false },
      after: { number: row.number, voided: true, reason },
    });
  });
  await kickChain(ctx);
}
