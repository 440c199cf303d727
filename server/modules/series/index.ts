/**
 * Abonos (issue 26): a fixed weekly court for a season, booked date by date in one transaction.
 * Other modules import this module only through this file.
 */
export { seriesAdminRoutes } from './admin-routes.ts';
export { seriesRoutes } from './routes.ts';
export { billDueSeries } from './billing.ts';
export { registerSeriesPayments } from './billing-card.ts';
export { seriesBillingRoutes } from './billing-routes.ts';
// The demo club's past is made with the admin's and the holder's own steps (server/seed).
export { createSeries, type CreatedSeries } from './create.ts';
export { endSeries, releaseSeriesDate } from './release.ts';
