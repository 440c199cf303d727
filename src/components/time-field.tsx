import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { useT } from '@/i18n/react.tsx';

export interface TimeFieldProps extends Omit<TimePickerProps, 'value' | 'onChange' | 'format'> {
  label: string;
  /** 'HH:MM', or '' while the hour or the minutes are missing. */
  value?: string;
  onChange: (value: string) => void;
}

/**
 * The one time field: hours and minutes on the 24-hour clock whatever the device's language (a
 * browser's time input follows it, AM/PM included), typed ('0930' or '9', '30') or stepped with
 * the arrow keys. The hours are named by the label, the minutes by '<label>: minutos'.
 */
export function TimeField({ label, value, onChange, ...props }: TimeFieldProps) {
  const t = useT();
  return (
    <TimePicker
      label={label}
      format="24h"
      value={value}
      onChange={onChange}
      minutesInputLabel={t('common.minutesOf', { label })}
      {...props}
    />
  );
}
