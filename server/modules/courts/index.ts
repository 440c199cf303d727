/**
 * Courts: their schedule rules, blocked times (with their exceptions) and court events.
 * Other modules import this module only through this file.
 */
export { courtsAdminRoutes } from './admin-routes.ts';
export {
  courtNames,
  deleteBlockRow,
  insertBlocks,
  listBlocks,
  lockBlock,
  toAdminBlock,
  updateBlockRow,
  writeBlock,
  type BlockFields,
} from './blocked-times.ts';
export { publishCourtsChanged } from './events.ts';
export { courtsRoutes } from './routes.ts';
export { seedCourts } from './seed.ts';
export {
  blockedTimeOf,
  COURT_TOPIC,
  getCourt,
  getCourtInTx,
  invalidateCourtCache,
  listCourts,
  toCourtDto,
  type LoadedCourt,
} from './service.ts';
