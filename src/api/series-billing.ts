/**
 * How a series' monthly charge is paid (decision 060), chosen by its holder:
 * - PUT /api/users/series/{id}/payment → `{ monthlyPayment: 'wallet' }`, or `'card'` with
 *   `paymentMethodId`, one of the holder's saved cards (GET /api/users/saved-cards). A month that failed
 *   is tried again with the new choice at the next run of the 'series billing' job.
 */
import { z } from 'zod';
import { okWith } from './common.ts';

export const monthlyPaymentSchema = z.enum(['wallet', 'card']);

export const seriesPaymentBodySchema = z.discriminatedUnion('monthlyPayment', [
  z.object({ monthlyPayment: z.literal('wallet') }),
  z.object({
    monthlyPayment: z.literal('card'),
    paymentMethodId: z.string().min(1, 'validation.seriesCardRequired'),
  }),
]);
export type SeriesPaymentBody = z.infer<typeof seriesPaymentBodySchema>;

export const seriesPaymentResponseSchema = okWith({
  message: z.string(),
  monthlyPayment: monthlyPaymentSchema,
  paymentMethodId: z.string().nullable(),
});
export type SeriesPaymentResponse = z.infer<typeof seriesPaymentResponseSchema>;
