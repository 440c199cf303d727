/** The admin's side of results: the list (disputes first) and deciding a dispute, audited. */
import { desc, eq } from 'drizzle-orm';
import type { DecideResultBody, MatchResult } from '@/api/levels.ts';
import type { ResultStatus } from '@/domain/levels.ts';
import { msg } from '@/i18n/message.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { matchResults } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../../services/audit.ts';
import type { SessionUser } from '../../sessions.ts';
import { RESULT_MESSAGES, closeResult, resultsAsApi } from './results.ts';

const LIST_LIMIT = 200;

export async function listResults(q: Queryable, status: ResultStatus): Promise<MatchResult[]> {
  const rows = await q
    .select()
    .from(matchResults)
    .where(eq(matchResults.status, status))
    .orderBy(desc(matchResults.createdAt))
    .limit(LIST_LIMIT);
  return resultsAsApi(q, rows);
}

export const DECISION_MESSAGES = {
  confirm: msg('answers.resultConfirmed'),
  reject: msg('answers.resultRejected'),
  notDisputed: msg('errors.resultNotDisputed'),
} as const;

export async function decideResult(
  db: Database,
  admin: SessionUser,
  id: string,
  body: DecideResultBody,
): Promise<MatchResult> {
  const row = await db.transaction(async (tx) => {
    const [disputed] = await tx
      .select()
      .from(matchResults)
      .where(eq(matchResults.id, id))
      .for('update');
    if (!disputed) throw notFound(RESULT_MESSAGES.notFound);
    if (disputed.status !== 'disputed') throw conflict(DECISION_MESSAGES.notDisputed);
    const status = body.decision === 'confirm' ? 'confirmed' : 'rejected';
    const decided = await closeResult(tx, disputed, status, {
      decidedBy: admin.id,
      decisionNote: body.note,
    });
    await recordAudit(tx, admin, {
      action: 'booking.result',
      entityType: 'booking',
      entityId: disputed.bookingId,
      before: { result: disputed.id, status: 'disputed', sets: disputed.sets },
      after: { result: disputed.id, status, note: body.note },
    });
    return decided;
  });
  const [result] = await resultsAsApi(db, [row]);
  if (!result) throw new Error('result not read back');
  return result;
}
