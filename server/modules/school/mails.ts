import type { Mail } from '../../adapters/mail/index.ts';
import type { Config } from '../../config.ts';
import { compose } from '../../adapters/mail/index.ts';
import type { GroupRow } from './queries.ts';

/** Tells a student the coach gave them a place, and where to pay the plan. */
export function placementMail(
  config: Config,
  student: { name: string; email: string },
  group: Pick<GroupRow, 'level' | 'daysOfWeek' | 'timeRange'>,
  coachName: string,
): Mail {
  const club = config.club.name;
  return compose(
    student.email,
    `Tienes plaza en la Escuela de Tenis de ${club}`,
    `Hola, ${student.name}:`,
    [
      `${coachName || 'Tu entrenador'} te ha asignado una plaza en el grupo ${group.level} de la Escuela de Tenis.`,
      `Clases: ${group.daysOfWeek.join(', ')}, ${group.timeRange}.`,
      'Para confirmar tu plaza, paga el plan de la escuela desde la app.',
    ],
    { label: 'Ir a la Escuela de Tenis', url: `${config.publicUrl}/tennis-school` },
    'Si tienes dudas, habla con tu entrenador.',
    club,
  );
}
