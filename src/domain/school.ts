/**
 * The tennis school: groups (size 4 or 6, 4 or 8 hours a month) and the plan a student pays.
 * A school plan is not a membership (spec section 3): it never changes the member's role
 * (`nextRole` in subscriptions.ts ignores school types).
 */
import { addDays, weekdayOf } from './club-time.ts';
import { SPANISH_WEEKDAYS, type SpanishWeekday } from './courts.ts';
import { isMemberRole } from './roles.ts';
import { isSchoolType, type SchoolType } from './subscriptions.ts';

export const SCHOOL_GROUP_SIZES = [4, 6] as const;
export type SchoolGroupSize = (typeof SCHOOL_GROUP_SIZES)[number];
export const SCHOOL_GROUP_HOURS = [4, 8] as const;
export type SchoolGroupHours = (typeof SCHOOL_GROUP_HOURS)[number];

/** What the schedule shows on a group's court time. */
export const SCHOOL_BLOCK_REASON = 'Escuela de Tenis';

/** Seeded monthly prices in cents; the admin changes them in 'Escuela'. */
export const DEFAULT_SCHOOL_PRICES_CENTS: Readonly<Record<SchoolType, number>> = {
  socio_6p_4h: 4_000,
  socio_6p_8h: 7_000,
  socio_4p_4h: 5_500,
  socio_4p_8h: 9_500,
  no_socio_6p_4h: 5_500,
  no_socio_6p_8h: 9_500,
  no_socio_4p_4h: 7_000,
  no_socio_4p_8h: 12_500,
};

export interface SchoolPlanParts {
  members: boolean;
  size: SchoolGroupSize;
  hours: SchoolGroupHours;
}

export function schoolPlanParts(type: SchoolType): SchoolPlanParts {
  const [, notMember, size, hours] = /^(no_)?socio_(\d)p_(\d)h$/.exec(type) ?? [];
  return {
    members: !notMember,
    size: Number(size) as SchoolGroupSize,
    hours: Number(hours) as SchoolGroupHours,
  };
}

/**
 * The plan a student of a group pays: socio_* while the student holds a member role, no_socio_*
 * otherwise, with the group's size and monthly hours.
 */
export function schoolPlanType(
  group: { size: number; hoursPerMonth: number },
  role: string | null | undefined,
): SchoolType {
  const type = `${isMemberRole(role) ? 'socio' : 'no_socio'}_${group.size}p_${group.hoursPerMonth}h`;
  if (!isSchoolType(type)) throw new RangeError(`no school plan for ${type}`);
  return type;
}

export function freePlaces(size: number, placed: number): number {
  return Math.max(0, size - placed);
}

export type SchoolRequestStatus = 'pending' | 'placed' | 'cancelled';

export const SCHOOL_REQUEST_STATUS_LABELS: Readonly<Record<SchoolRequestStatus, string>> = {
  pending: 'Pendiente de asignar grupo',
  placed: 'Plaza asignada',
  cancelled: 'Cancelada',
};

export const SCHOOL_MESSAGES = {
  requested: 'Solicitud enviada. Un entrenador te asignará un grupo.',
  alreadyRequested: 'Ya tienes una solicitud de plaza en la escuela.',
  groupNotFound: 'Grupo no encontrado.',
  requestNotFound: 'Solicitud no encontrada.',
  requestClosed: 'Esta solicitud ya no está pendiente.',
  groupFull: 'El grupo está completo.',
  notYourGroup: 'Solo el entrenador del grupo puede asignar plazas en él.',
  placed: (name: string) => `${name} tiene plaza en el grupo.`,
  noPlacement:
    'No tienes plaza asignada en ningún grupo de la escuela. Contacta con tu entrenador.',
  wrongPlan: (label: string) => `Este plan no corresponde a tu grupo. Tu plan es ${label}.`,
  planHeld: 'Ya tienes un plan de la escuela activo.',
  notSessionDay: 'El grupo no tiene clase ese día.',
  notAStudent: 'Alumno no encontrado en el grupo.',
  attendanceSaved: 'Asistencia guardada.',
  classCancelled: 'Esta clase está cancelada.',
  alreadyCancelled: 'Esta clase ya está cancelada.',
  cancelledClass: (usesReturned: number) =>
    usesReturned === 0
      ? 'Clase cancelada.'
      : usesReturned === 1
        ? 'Clase cancelada. Se ha devuelto 1 uso de bono.'
        : `Clase cancelada. Se han devuelto ${usesReturned} usos de bono.`,
  coachNotFound: 'Elige un entrenador.',
  courtNotFound: 'Pista no encontrada.',
  datesInvalid: 'La fecha de fin debe ser posterior a la de inicio.',
  groupSaved: 'Grupo guardado.',
  pricesSaved: 'Precios guardados.',
  blockOwnedByGroup:
    'Este horario es de un grupo de la Escuela de Tenis: cámbialo desde Administración > Escuela.',
  coversBookings: (list: string) =>
    `El horario del grupo coincide con reservas existentes: ${list}. Cancélalas o cambia el horario.`,
} as const;

/** True when the group has a class that day (one of its weekdays, within its dates). */
export function isSessionDay(
  group: { daysOfWeek: readonly string[]; startDate: string; endDate: string },
  date: string,
): boolean {
  if (date < group.startDate || date > group.endDate) return false;
  const weekday: SpanishWeekday = SPANISH_WEEKDAYS[weekdayOf(date)]!;
  return group.daysOfWeek.includes(weekday);
}

/** The latest class day on or before `today` (the first class when none has been yet). */
export function latestSessionDay(
  group: { daysOfWeek: readonly string[]; startDate: string; endDate: string },
  today: string,
): string | null {
  if (group.daysOfWeek.length === 0) return null;
  let day = today > group.endDate ? group.endDate : today;
  for (let i = 0; i < 7 && day >= group.startDate; i++) {
    if (isSessionDay(group, day)) return day;
    day = addDays(day, -1);
  }
  day = group.startDate;
  for (let i = 0; i < 7 && day <= group.endDate; i++) {
    if (isSessionDay(group, day)) return day;
    day = addDays(day, 1);
  }
  return null;
}
