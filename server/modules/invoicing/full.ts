/**
 * 'Solicitar factura': a member turns a ticket into a full invoice naming them (decision 091).
 * The ticket is corrected to zero and the full invoice issued in one transaction, then numbered
 * by the chain writer before the answer, so the member sees its number at once.
 */
import { eq } from 'drizzle-orm';
import type { FullInvoiceBody, Invoice } from '@/api/invoices.ts';
import { isValidNif, normalNif } from '@/domain/invoicing.ts';
import type { Language } from '@/i18n/languages.ts';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../context.ts';
import { invoices } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../sessions.ts';
import { kickChain } from './chain.ts';
import { draftFullInvoice, openInvoices } from './sales.ts';
import { readInvoicing } from './settings.ts';
import { INVOICE_NOT_FOUND, invoiceOf, isIssued } from './views.ts';

export async function requestFullInvoice(
  ctx: AppContext,
  user: SessionUser,
  ticketId: string,
  body: FullInvoiceBody,
  language: Language,
): Promise<Invoice> {
  const nif = normalNif(body.nif);
  if (!isValidNif(nif)) throw badRequest(msg('invoices.nifInvalid'));
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, ticketId)).for('update');
    if (!row || row.payerId !== user.id || !isIssued(row)) throw notFound(INVOICE_NOT_FOUND);
    const open = await openInvoices(tx, user.id, row.subject);
    const ticket = open.find((o) => o.id === row.id);
    if (row.type !== 'F2' || !ticket) throw conflict(msg('invoices.fullNotPossible'));
    const recipient = { nif, name: body.name, address: body.address };
    await draftFullInvoice(tx, { ...ticket, payerId: user.id, subject: row.subject }, recipient);
  });
  await kickChain(ctx);
  const [full] = await ctx.db.select().from(invoices).where(eq(invoices.replacesId, ticketId));
  // The issuer's setup was emptied meanwhile: the invoice waits for it, unnumbered.
  if (!full || !isIssued(full)) throw conflict(msg('invoices.notReady'));
  const settings = await readInvoicing(ctx.db);
  return invoiceOf(ctx.db, full, settings, language, ctx.config.club.timezone);
}
