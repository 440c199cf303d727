/**
 * The account page's tabs, which the route validates from the URL. Kept apart from the page so
 * the route's search validation (loaded with the router) does not pull the page's code in.
 */
export const ACCOUNT_TABS = [
  'perfil',
  'nivel',
  'suscripciones',
  'monedero',
  'notificaciones',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
