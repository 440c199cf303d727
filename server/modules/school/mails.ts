import type { Mail } from '../../adapters/mail/index.ts';
import type { Config } from '../../config.ts';
import { compose } from '../../adapters/mail/index.ts';
import { memberLanguage, translator } from '../../i18n.ts';
import { timetableText } from './notices.ts';
import type { GroupRow } from './queries.ts';

/** Tells a student the coach gave them a place, and where to pay the plan. */
export function placementMail(
  config: Config,
  student: { name: string; email: string; language: string | null },
  group: Pick<GroupRow, 'level' | 'daysOfWeek' | 'timeRange'>,
  coachName: string,
): Mail {
  const club = config.club.name;
  const language = memberLanguage(student.language);
  const t = translator(language);
  return compose(
    language,
    student.email,
    t('mail.schoolPlacedSubject', { club }),
    t('mail.greeting', { name: student.name }),
    [
      coachName
        ? t('mail.schoolPlacedBy', { coach: coachName, group: group.level })
        : t('mail.schoolPlacedByCoach', { group: group.level }),
      t('mail.schoolClasses', { timetable: timetableText(group, language) }),
      t('mail.schoolPayPlan'),
    ],
    { label: t('mail.schoolAction'), url: `${config.publicUrl}/tennis-school` },
    t('mail.schoolFooter'),
    club,
  );
}
