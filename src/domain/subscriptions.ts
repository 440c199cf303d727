/**
 * Membership plans (spec section 9) and how a subscription reads on screen (spec section 4).
 * Dates are formatted by the caller, so this stays free of locale and time-zone code.
 */
import { msg, type Message } from '@/i18n/message.ts';
import { NON_MEMBER_ROLE } from './roles.ts';

/** A catalogue key (the message type's own, as src/domain may not import the catalogue). */
type MessageKey = Message['id'];

export type MembershipType = 'adult' | 'youth' | 'padel';
export const MEMBERSHIP_TYPES: readonly MembershipType[] = ['adult', 'youth', 'padel'];

export interface MembershipPlan {
  type: MembershipType;
  /** Catalogue keys: the screens word a plan in the reader's language. */
  label: MessageKey;
  description: MessageKey;
  /** Monthly price in euros. */
  priceEuros: number;
  priceCents: number;
  benefits: MessageKey[];
  /** The role a member holds while this plan runs. */
  role: 'user-adult' | 'user-youth' | 'user-padel';
}

export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [
  {
    type: 'adult',
    label: 'rules.planAdult',
    description: 'rules.planAdultDescription',
    priceEuros: 55,
    priceCents: 5500,
    benefits: [
      'rules.benefitUnlimitedBookings',
      'rules.benefitGroupTraining',
      'rules.benefitTournaments',
      'rules.benefitVouchers',
      'rules.benefitReducedPrices',
    ],
    role: 'user-adult',
  },
  {
    type: 'youth',
    label: 'rules.planYouth',
    description: 'rules.planYouthDescription',
    priceEuros: 30,
    priceCents: 3000,
    benefits: [
      'rules.benefitUnlimitedBookings',
      'rules.benefitGroupTraining',
      'rules.benefitTournaments',
      'rules.benefitFederatedAdvice',
    ],
    role: 'user-youth',
  },
  {
    type: 'padel',
    label: 'rules.planPadel',
    description: 'rules.planPadelDescription',
    priceEuros: 30,
    priceCents: 3000,
    benefits: [
      'rules.benefitUnlimitedPadel',
      'rules.benefitPadelTournaments',
      'rules.benefitGuestAccess',
    ],
    role: 'user-padel',
  },
];

export function isMembershipType(type: string): type is MembershipType {
  return (MEMBERSHIP_TYPES as readonly string[]).includes(type);
}

export function membershipPlan(type: MembershipType): MembershipPlan {
  const plan = MEMBERSHIP_PLANS.find((p) => p.type === type);
  if (!plan) throw new RangeError(`unknown membership type ${type}`);
  return plan;
}

/** Tennis-school plans: members or not, 6 or 4 students, 4 or 8 hours a month. */
export const SCHOOL_TYPES = [
  'socio_6p_4h',
  'socio_6p_8h',
  'socio_4p_4h',
  'socio_4p_8h',
  'no_socio_6p_4h',
  'no_socio_6p_8h',
  'no_socio_4p_4h',
  'no_socio_4p_8h',
] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

export function isSchoolType(type: string): type is SchoolType {
  return (SCHOOL_TYPES as readonly string[]).includes(type);
}

function schoolLabel(type: SchoolType): Message {
  const match = /^(no_)?socio_(\d)p_(\d)h$/.exec(type);
  const [, notMember, students, hours] = match ?? [];
  return msg('rules.schoolPlan', {
    member: notMember ? 'no' : 'yes',
    students: Number(students),
    hours: Number(hours),
  });
}

/** Spec section 3: adult = Socio, youth = Socio Joven, padel = Socio Padel, then the school. */
export function subscriptionTypeLabel(type: string): Message {
  if (isMembershipType(type)) return msg(membershipPlan(type).label);
  if (isSchoolType(type)) return schoolLabel(type);
  // A type this version does not know: shown as stored.
  return msg('rules.unknownPlan', { type });
}

/**
 * Roles a membership may set and later take back. Admin, coach, vip and uca are given by the club,
 * not bought, so a membership never changes them.
 */
export const MEMBERSHIP_MANAGED_ROLES: readonly string[] = [
  NON_MEMBER_ROLE,
  'user',
  'user-adult',
  'user-youth',
  'user-padel',
];

export function roleForMembership(type: MembershipType): MembershipPlan['role'] {
  return membershipPlan(type).role;
}

/** Gateway statuses during which a membership still grants its role (past_due: while retried). */
export const RUNNING_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];

/**
 * The role a user should hold given the memberships now running (null: leave the role alone).
 * `runningTypes` lists the types of memberships that are active or trialing, newest first.
 */
export function nextRole(currentRole: string, runningTypes: readonly string[]): string | null {
  if (!MEMBERSHIP_MANAGED_ROLES.includes(currentRole)) return null;
  const running = runningTypes.find(isMembershipType);
  const target = running ? roleForMembership(running) : NON_MEMBER_ROLE;
  return target === currentRole ? null : target;
}

export type SubscriptionDisplayKind = 'active' | 'canceled-running' | 'ended';

export interface SubscriptionDisplay {
  kind: SubscriptionDisplayKind;
  color: 'green' | 'orange' | 'red';
  /** Which button the card offers. */
  action: 'cancel' | 'reactivate' | null;
}

function toTime(value: string | Date | null | undefined): number | null {
  if (value == null) return null;
  const t = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

/**
 * Spec section 4: active or trialing → 'Activa' (green, Cancelar); canceled (or the local
 * 'cancel') with a future period end → 'Cancelada (activa hasta …)' (orange, Reactivar);
 * anything else → 'Completamente cancelada' (red).
 */
export function subscriptionDisplay(
  status: string,
  currentPeriodEnd: string | Date | null | undefined,
  now: Date,
): SubscriptionDisplay {
  if (status === 'active' || status === 'trialing') {
    return { kind: 'active', color: 'green', action: 'cancel' };
  }
  const end = toTime(currentPeriodEnd);
  if ((status === 'canceled' || status === 'cancel') && end !== null && end > now.getTime()) {
    return { kind: 'canceled-running', color: 'orange', action: 'reactivate' };
  }
  return { kind: 'ended', color: 'red', action: null };
}

/** `formattedEnd` is the period end already formatted (a long date in the reader's language). */
export function subscriptionStatusLabel(
  kind: SubscriptionDisplayKind,
  formattedEnd: string,
): Message {
  if (kind === 'active') return msg('rules.subscriptionActive');
  if (kind === 'canceled-running') {
    return msg('rules.subscriptionCanceledRunning', { end: formattedEnd });
  }
  return msg('rules.subscriptionEnded');
}

/** Spec section 4: a membership is held while active/trialing or canceled but not yet over. */
export function holdsMembership(
  subs: ReadonlyArray<{ type: string; status: string; currentPeriodEnd: string | Date | null }>,
  now: Date,
): boolean {
  return subs.some(
    (s) =>
      isMembershipType(s.type) &&
      subscriptionDisplay(s.status, s.currentPeriodEnd, now).kind !== 'ended',
  );
}

/** The membership screen's current plan: the first 'active' subscription of a membership type. */
export function currentMembershipPlan(
  subs: ReadonlyArray<{ type: string; status: string }>,
): MembershipType | null {
  const found = subs.find((s) => s.status === 'active' && isMembershipType(s.type));
  return found && isMembershipType(found.type) ? found.type : null;
}
