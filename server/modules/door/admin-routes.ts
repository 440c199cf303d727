/** /api/admin/access and …/access.csv: the door's access log for the admin. */
import {
  MAX_ACCESS_CSV_ROWS,
  adminAccessQuerySchema,
  adminAccessResponseSchema,
  csvSchema,
} from '@/api/admin.ts';
import { responses } from '@/api/common.ts';
import type { AccessLogEntry } from '@/api/door.ts';
import { doorResultLabel } from '@/domain/door-access.ts';
import { roleLabel } from '@/domain/roles.ts';
import { answerLanguage } from '../../i18n.ts';
import { requestLanguage } from '../../plugins/errors.ts';
import { clubDateAndTime, csvOf, sendCsv, type CsvColumn } from '../../services/csv.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { listAccess } from './admin-access.ts';

/** The log's columns as the admin reads them, the time the club's. */
function accessColumns(timeZone: string): CsvColumn<AccessLogEntry>[] {
  const at = (l: AccessLogEntry) => clubDateAndTime(l.createdAt, timeZone);
  return [
    { header: 'csv.date', cell: (l) => at(l).date },
    { header: 'csv.hour', cell: (l) => at(l).time },
    { header: 'csv.name', cell: (l) => l.user.name },
    { header: 'csv.email', cell: (l) => l.user.email },
    { header: 'csv.role', cell: (l) => roleLabel(l.user.role) },
    { header: 'csv.door', cell: (l) => l.doorId },
    { header: 'csv.result', cell: (l) => doorResultLabel(l.result) },
    { header: 'csv.reason', cell: (l) => l.reason },
  ];
}

export const doorAdminRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/admin/access',
    summary: 'Door access log (admin)',
    access: 'admin',
    schema: {
      querystring: adminAccessQuerySchema,
      response: responses({ 200: adminAccessResponseSchema }),
    },
    handler: async (request) => {
      const { logs, total } = await listAccess(
        ctx.db,
        request.query,
        ctx.config.club.timezone,
        requestLanguage(request),
      );
      const { page, pageSize } = request.query;
      return { success: true as const, logs, total, page, pageSize };
    },
  }),
  route({
    method: 'GET',
    path: '/admin/access.csv',
    summary: 'Door access log as CSV (admin)',
    access: 'admin',
    schema: {
      querystring: adminAccessQuerySchema.omit({ page: true, pageSize: true }),
      response: responses({ 200: csvSchema }),
    },
    handler: async (request, reply) => {
      const query = { ...request.query, page: 1, pageSize: MAX_ACCESS_CSV_ROWS };
      const { logs } = await listAccess(
        ctx.db,
        query,
        ctx.config.club.timezone,
        requestLanguage(request),
      );
      const language = answerLanguage(request.user.language, request.headers['accept-language']);
      const csv = await csvOf(accessColumns(ctx.config.club.timezone), logs, language);
      return sendCsv(reply, 'accesos.csv', csv);
    },
  }),
];
