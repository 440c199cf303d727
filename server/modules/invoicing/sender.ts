/**
 * Sends the billing records to AEAT in VERI*FACTU mode (decision 091): in chain order, at most
 * 1,000 a request, never before the wait AEAT last asked for (TiempoEsperaEnvio). AEAT being
 * down changes nothing but the records' attempts and the next try: no payment waits on it.
 */
import fs from 'node:fs';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { BillingRecord, SendOutcome } from '@/domain/billing-records.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { billingRecords, invoicingSettings } from '../../db/schema/index.ts';
import { lazy } from '../../lib/lazy.ts';
import type { AeatClient } from './aeat/client.ts';
import { readInvoicing, type InvoicingSettings } from './settings.ts';

/** When AEAT cannot be reached: try again in a minute, then less often, up to an hour. */
const RETRY_MS = 60_000;
const MAX_RETRY_MS = 3_600_000;

export interface SenderContext {
  db: Database;
  now: () => Date;
  config: Pick<Config, 'aeat'>;
}

/**
 * The transport (SOAP, its XML parser, HTTPS) loads with the first send in VERI*FACTU mode, not
 * at every start (decision 026): a club keeping its records locally never loads it.
 */
const loadTransport = lazy(() => import('./aeat/client.ts'));
type Transport = Awaited<ReturnType<typeof loadTransport>>;

const clients = new Map<string, AeatClient>();

/** The club's client for an environment, or null without a certificate configured. */
function clientFor(
  transport: Transport,
  config: Config['aeat'],
  settings: InvoicingSettings,
): AeatClient | null {
  if (!config.certificateFile) return null;
  const url = config.endpoint ?? transport.AEAT_ENDPOINTS[settings.environment];
  const key = `${url}|${config.certificateFile}`;
  let client = clients.get(key);
  if (!client) {
    client = transport.createAeatClient({
      url,
      pfx: fs.readFileSync(config.certificateFile),
      passphrase: config.certificatePassword,
      ca: config.caFile ? fs.readFileSync(config.caFile) : undefined,
      software: {
        producer: config.producer,
        installation: config.installation,
        multipleIssuers: false,
      },
    });
    clients.set(key, client);
  }
  return client;
}

/** Closes every kept-alive connection (the app's close). */
export function closeAeatClients(): void {
  for (const client of clients.values()) client.close();
  clients.clear();
}

export type SendResult = 'idle' | 'waiting' | 'sent' | 'unavailable' | 'refused';

async function postpone(ctx: SenderContext, ms: number): Promise<void> {
  const at = new Date(ctx.now().getTime() + ms);
  await ctx.db
    .update(invoicingSettings)
    .set({ nextSendAt: at })
    .where(eq(invoicingSettings.id, 'club'));
}

type Row = typeof billingRecords.$inferSelect;

/** Why a send failed on our side: the queue words these (book.ts), AEAT's own codes it shows. */
export const SEND_FAILURES = {
  'no-certificate': 'invoices.sendNoCertificate',
  unavailable: 'invoices.sendUnavailable',
  refused: 'invoices.sendRefused',
} as const;
type SendFailure = keyof typeof SEND_FAILURES;

async function noteFailure(
  ctx: SenderContext,
  rows: Row[],
  code: SendFailure,
  detail: string | null,
): Promise<number> {
  const attempts = Math.max(...rows.map((r) => r.attempts)) + 1;
  for (const row of rows) {
    await ctx.db
      .update(billingRecords)
      .set({ attempts: sql`${billingRecords.attempts} + 1`, code, message: detail })
      .where(eq(billingRecords.id, row.id));
  }
  return Math.min(RETRY_MS * 2 ** (attempts - 1), MAX_RETRY_MS);
}

async function noteAnswers(ctx: SenderContext, rows: Row[], outcome: SendOutcome): Promise<void> {
  const now = ctx.now();
  const byKey = new Map(outcome.answers.map((a) => [`${a.operation}:${a.number}`, a]));
  for (const row of rows) {
    const answer = byKey.get(`${row.record.operation}:${row.record.number}`);
    if (!answer) continue;
    await ctx.db
      .update(billingRecords)
      .set({
        state: answer.state,
        code: answer.code,
        message: answer.message,
        sentAt: now,
        attempts: sql`${billingRecords.attempts} + 1`,
      })
      .where(eq(billingRecords.id, row.id));
  }
}

/**
 * Longer than a request to AEAT may take (its client gives up after 2 minutes): a sender that
 * died mid-request leaves the turn then.
 */
const TURN_MS = 3 * 60_000;

/**
 * One sender at a time, across instances and overlapping runs, so no record goes twice: the turn
 * is taken by moving the next send past the longest a request may take, where AEAT's wait is
 * over; the sender sets the real next send when it is done.
 */
async function takeTurn(ctx: SenderContext): Promise<boolean> {
  const now = ctx.now();
  const taken = await ctx.db
    .update(invoicingSettings)
    .set({ nextSendAt: new Date(now.getTime() + TURN_MS) })
    .where(
      and(
        eq(invoicingSettings.id, 'club'),
        or(isNull(invoicingSettings.nextSendAt), lte(invoicingSettings.nextSendAt, now)),
      ),
    )
    .returning({ id: invoicingSettings.id });
  return taken.length > 0;
}

/** One request's worth of the waiting records, if AEAT's wait is over. */
export async function sendPendingRecords(ctx: SenderContext): Promise<SendResult> {
  const settings = await readInvoicing(ctx.db);
  if (settings.mode !== 'verifactu') return 'idle';
  const transport = await loadTransport();
  if (!(await takeTurn(ctx))) return 'waiting';
  const rows = await ctx.db
    .select()
    .from(billingRecords)
    .where(eq(billingRecords.state, 'pending'))
    .orderBy(asc(billingRecords.position))
    .limit(transport.MAX_RECORDS_PER_REQUEST);
  if (rows.length === 0) {
    await postpone(ctx, 0);
    return 'idle';
  }
  const client = clientFor(transport, ctx.config.aeat, settings);
  if (!client) {
    await postpone(ctx, await noteFailure(ctx, rows, 'no-certificate', null));
    return 'unavailable';
  }
  const issuer = { nif: settings.issuer.nif, name: settings.issuer.name };
  try {
    const records: BillingRecord[] = rows.map((r) => r.record);
    const outcome = await client.send(issuer, records);
    await noteAnswers(ctx, rows, outcome);
    await postpone(ctx, outcome.waitSeconds * 1000);
    return 'sent';
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const code = error instanceof transport.AeatUnavailable ? 'unavailable' : 'refused';
    await postpone(ctx, await noteFailure(ctx, rows, code, detail));
    return code;
  }
}
