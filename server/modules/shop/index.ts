/**
 * The club shop: catalogue, stock and orders.
 * Other modules import this module only through this file.
 */
export { shopAdminRoutes } from './admin-routes.ts';
export { registerShopPayments } from './orders.ts';
export { shopRoutes } from './routes.ts';
export { DEMO_PRODUCTS, seedShop } from './seed.ts';
