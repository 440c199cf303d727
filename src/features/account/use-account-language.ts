import { useEffect } from 'react';
import type { User } from '@/api/users.ts';
import { activateLanguage, currentLanguage } from '@/i18n/index.ts';
import { useSetAccountLanguage } from './api/language.ts';

/**
 * The account and the app speak the same language: one the account keeps wins on every device
 * the member signs in on; an account with none (a first visit) keeps what the app shows (the
 * browser's language, or the one picked before signing in).
 */
export function useAccountLanguage(user: User | null): void {
  const save = useSetAccountLanguage();
  const kept = user?.language ?? null;
  const signedIn = !!user;
  const { mutate } = save;
  useEffect(() => {
    if (!signedIn) return;
    const shown = currentLanguage();
    if (shown === 'pseudo') return;
    if (kept === null) mutate({ language: shown });
    else if (kept !== shown) void activateLanguage(kept);
  }, [signedIn, kept, mutate]);
}
