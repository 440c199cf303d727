import { useMutation } from '@tanstack/react-query';
import type { LanguageBody } from '@/api/users.ts';
import type { Language } from '@/i18n/languages.ts';
import { api, readSuccess } from '@/lib/http.ts';
import { useSession } from '@/lib/session.tsx';

/**
 * PUT /users/me/language: the account keeps the language the app shows, so e-mails, push notices
 * and tickets reach the member in it. The session user follows.
 */
export function useSetAccountLanguage() {
  const session = useSession();
  return useMutation({
    mutationFn: (body: LanguageBody) =>
      readSuccess<{ success: true; language: Language }>(
        api.put('users/me/language', { json: body }),
      ),
    onSuccess: ({ language }) => {
      const user = session.user;
      if (user) session.setUser({ ...user, language });
    },
  });
}
