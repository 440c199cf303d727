import 'dayjs/locale/es';
import {
  DateInput,
  DatesProvider,
  type CalendarAriaLabels,
  type DateInputProps,
  type DatesProviderSettings,
} from '@mantine/dates';
import { parseShortDate } from '@/lib/dates.ts';

/** Spanish month and day names, weeks from Monday. */
const SPANISH: DatesProviderSettings = { locale: 'es', firstDayOfWeek: 1, weekendDays: [6, 0] };

const ARIA_LABELS: CalendarAriaLabels = {
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  previousYear: 'Año anterior',
  nextYear: 'Año siguiente',
  previousDecade: 'Década anterior',
  nextDecade: 'Década siguiente',
  monthLevelControl: 'Elegir el mes',
  yearLevelControl: 'Elegir el año',
};

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
 * The one date field: typed as 'dd/mm/aaaa' or picked from a Spanish calendar that starts on
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
  return (
    <DatesProvider settings={SPANISH}>
      <DateInput
        label={label}
        required={required}
        valueFormat="DD/MM/YYYY"
        placeholder="dd/mm/aaaa"
        dateParser={parseShortDate}
        value={value || null}
        onChange={(day) => onChange(day ?? '')}
        minDate={min}
        maxDate={max}
        allowDeselect={!required}
        clearable={!required}
        clearButtonProps={{ 'aria-label': 'Borrar la fecha' }}
        ariaLabels={ARIA_LABELS}
        {...props}
      />
    </DatesProvider>
  );
}
