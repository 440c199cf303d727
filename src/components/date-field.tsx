// dayjs' month and day names for the three languages (a few hundred bytes each), in this field's
// chunk only: dayjs and the calendar stay out of the first screen.
import 'dayjs/locale/ca';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/es';
import {
  DateInput,
  DatesProvider,
  type CalendarAriaLabels,
  type DateInputProps,
  type DatesProviderSettings,
} from '@mantine/dates';
import { currentLanguage } from '@/i18n/index.ts';
import type { Language } from '@/i18n/languages.ts';
import { useT, type Translate } from '@/i18n/react.tsx';
import { parseShortDate } from '@/lib/dates.ts';

/** dayjs' locale of each language: British English, as the app's dates. */
const DAYJS_LOCALE: Record<Language, string> = { es: 'es', ca: 'ca', en: 'en-gb' };

/** The language's month and day names, weeks from Monday in all three. */
function datesSettings(): DatesProviderSettings {
  const language = currentLanguage();
  const locale = DAYJS_LOCALE[language === 'pseudo' ? 'es' : language];
  return { locale, firstDayOfWeek: 1, weekendDays: [6, 0] };
}

function ariaLabels(t: Translate): CalendarAriaLabels {
  return {
    previousMonth: t('common.previousMonth'),
    nextMonth: t('common.nextMonth'),
    previousYear: t('common.previousYear'),
    nextYear: t('common.nextYear'),
    previousDecade: t('common.previousDecade'),
    nextDecade: t('common.nextDecade'),
    monthLevelControl: t('common.chooseMonth'),
    yearLevelControl: t('common.chooseYear'),
  };
}

export interface DateFieldProps extends Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'minDate' | 'maxDate'
> {
  label: string;
  /** The API's payload date (YYYY-MM-DD), or '' for none. */
  value?: string;
  /** Called with the payload date, or '' once the field is emptied. */
  onChange: (value: string) => void;
  /** The first and last days that may be chosen (YYYY-MM-DD). */
  min?: string;
  max?: string;
}

/**
 * The one date field: typed as 'dd/mm/aaaa' or picked from a calendar in the language shown that starts on
 * Monday, while the value stays the API's 'YYYY-MM-DD' (or '' when empty), so forms and calls do
 * not change. An optional field can be emptied. Loaded only by the screens that draw one: dayjs and
 * the calendar stay out of the first screen.
 */
export function DateField({
  value,
  onChange,
  min,
  max,
  label,
  required,
  ...props
}: DateFieldProps) {
  const t = useT();
  return (
    <DatesProvider settings={datesSettings()}>
      <DateInput
        label={label}
        required={required}
        valueFormat="DD/MM/YYYY"
        placeholder={t('common.datePlaceholder')}
        dateParser={parseShortDate}
        value={value || null}
        onChange={(day) => onChange(day ?? '')}
        minDate={min}
        maxDate={max}
        allowDeselect={!required}
        clearable={!required}
        clearButtonProps={{ 'aria-label': t('common.clearDate') }}
        ariaLabels={ariaLabels(t)}
        {...props}
      />
    </DatesProvider>
  );
}
