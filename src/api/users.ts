/** The contract of spec section 3: the user as the API returns it and local storage keeps it. */
export type Role =
  | 'admin'
  | 'coach'
  | 'user-adult'
  | 'user-youth'
  | 'user-padel'
  | 'vip'
  | 'uca'
  | 'guess'
  | 'user'
  | (string & {});

export type SubscriptionType =
  | 'adult'
  | 'youth'
  | 'padel'
  | 'socio_6p_4h'
  | 'socio_6p_8h'
  | 'socio_4p_4h'
  | 'socio_4p_8h'
  | 'no_socio_6p_4h'
  | 'no_socio_6p_8h'
  | 'no_socio_4p_4h'
  | 'no_socio_4p_8h';

export type SubscriptionStatus = 'active' | 'trialing' | 'canceled' | 'cancel' | (string & {});

export interface Subscription {
  id: string;
  type: SubscriptionType;
  status: SubscriptionStatus;
  /** ISO date-time, or null when unknown. */
  currentPeriodEnd: string | null;
}

export interface User {
  id: string;
  email: string;
  name: string;
  dni: string;
  /** YYYY-MM-DD (date part only), or null. */
  dob: string | null;
  league: boolean;
  role: Role;
  /** Absolute or root-relative URL of the avatar, or null for the default picture. */
  image: string | null;
  universityCard: string | null;
  isUca: boolean;
  subscriptions: Subscription[];
}
