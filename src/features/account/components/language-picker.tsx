import { SegmentedControl, Stack, Text } from '@mantine/core';
import { activateLanguage, currentLanguage } from '@/i18n/index.ts';
import { isLanguage, LANGUAGE_INFO, LANGUAGES } from '@/i18n/languages.ts';
import { useT } from '@/i18n/react.tsx';
import { useSetAccountLanguage } from '../api/language.ts';

const OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_INFO[language].name,
}));

/**
 * The member's language, each named in itself: the app changes at once (the whole screen, not
 * after a reload), and the account keeps it for what the club sends.
 */
export function LanguagePicker() {
  const t = useT();
  const save = useSetAccountLanguage();
  const shown = currentLanguage();
  return (
    <Stack gap={4}>
      <Text component="label" id="language-label" fw={500} size="sm">
        {t('common.language')}
      </Text>
      <SegmentedControl
        aria-labelledby="language-label"
        data={OPTIONS}
        value={shown === 'pseudo' ? 'es' : shown}
        onChange={(value) => {
          if (!isLanguage(value)) return;
          void activateLanguage(value).then(() => save.mutate({ language: value }));
        }}
      />
      <Text size="xs" c="dimmed">
        {t('common.languageHint')}
      </Text>
    </Stack>
  );
}
