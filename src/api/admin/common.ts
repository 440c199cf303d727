/** Pieces every admin call shares: pagination, sort order, ids and dates in query strings. */
import { z } from 'zod';
import { isIsoDate } from '@/domain/club-time.ts';
import { numberFromText } from '../common.ts';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

export const paginationQuery = {
  page: numberFromText(
    z.number().int().min(1, 'validation.pageInvalid'),
    'validation.pageInvalid',
  ).default(1),
  pageSize: numberFromText(
    z
      .number()
      .int()
      .min(1, 'validation.pageSizeInvalid')
      .max(MAX_PAGE_SIZE, 'validation.pageSizeInvalid'),
    'validation.pageSizeInvalid',
  ).default(DEFAULT_PAGE_SIZE),
  order: z.enum(['asc', 'desc']).default('asc'),
};

export const pageInfo = {
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
};

/** A calendar day that exists (not 2025-02-30 nor 0000-00-00), as YYYY-MM-DD. */
export const isoDateField = z.string().refine(isIsoDate, { error: 'validation.dateInvalid' });
export const timeField = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.timeInvalidFormat');
export const timeRangeField = z
  .string()
  .regex(/^\d{2}:\d{2} - \d{2}:\d{2}$/, 'validation.rangeInvalidFormat');

/** `?flag=true|false` in a query string. */
export const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const idParamsSchema = z.object({ id: z.string().uuid('validation.idInvalid') });
