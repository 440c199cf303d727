import type { Language } from '@/i18n/languages.ts';
import type { Config } from '../../config.ts';
import { compose, type Mail } from '../../adapters/mail/index.ts';
import { translator } from '../../i18n.ts';

/** Each mail in `language`: the recipient's (their account's, Spanish when unset). */
export function verificationMail(
  config: Config,
  language: Language,
  to: string,
  name: string,
  token: string,
): Mail {
  const t = translator(language);
  const club = config.club.name;
  return compose(
    language,
    to,
    t('mail.verifySubject', { club }),
    t('mail.greeting', { name }),
    [t('mail.verifyThanks', { club }), t('mail.verifyHow')],
    {
      label: t('mail.verifyAction'),
      url: `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`,
    },
    t('mail.verifyFooter'),
    club,
  );
}

export function resetMail(
  config: Config,
  language: Language,
  to: string,
  name: string,
  token: string,
): Mail {
  const t = translator(language);
  const club = config.club.name;
  return compose(
    language,
    to,
    t('mail.resetSubject', { club }),
    t('mail.greeting', { name }),
    [t('mail.resetAsked', { club }), t('mail.resetHow')],
    {
      label: t('mail.resetAction'),
      url: `${config.publicUrl}/reset?token=${encodeURIComponent(token)}`,
    },
    t('mail.resetFooter'),
    club,
  );
}

/** Many wrong passwords for the account from many addresses: its logins pause; here is a way in. */
export function loginAlertMail(
  config: Config,
  language: Language,
  to: string,
  name: string,
  token: string,
): Mail {
  const t = translator(language);
  const club = config.club.name;
  return compose(
    language,
    to,
    t('mail.loginAlertSubject', { club }),
    t('mail.greeting', { name }),
    [t('mail.loginAlertWhat', { club }), t('mail.loginAlertHow')],
    {
      label: t('mail.loginAlertAction'),
      url: `${config.publicUrl}/reset?token=${encodeURIComponent(token)}`,
    },
    t('mail.loginAlertFooter'),
    club,
  );
}
