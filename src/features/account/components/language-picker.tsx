import { LanguagePicker } from '@/components/language-picker.tsx';
import { useSetAccountLanguage } from '../api/language.ts';

/**
 * The member's language on the profile: the app changes at once, and the account keeps it for
 * what the club sends (e-mails, notices).
 */
export function AccountLanguagePicker() {
  const save = useSetAccountLanguage();
  return <LanguagePicker onChosen={(language) => save.mutate({ language })} />;
}
