/**
 * Tickets and invoices (decision 091): sales and refunds write them, one writer numbers and
 * chains them, members and admins read them. Other modules import this module only through here.
 */
export { chainPending, kickChain } from './chain.ts';
export { closeAeatClients, sendPendingRecords } from './sender.ts';
export { recordPaymentSale, recordRefund, recordSale } from './sales.ts';
export { invoicesAdminRoutes } from './admin-routes.ts';
export { invoicesRoutes } from './routes.ts';
export { invoiceDocumentRoutes } from './document-routes.ts';
export { invoicingSettingsRoutes } from './settings-routes.ts';
export { seedInvoicing } from './seed.ts';
export { readInvoicing, saveInvoicing } from './settings.ts';
