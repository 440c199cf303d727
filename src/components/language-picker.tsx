import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { activateLanguage, currentLanguage } from '@/i18n/index.ts';
import { isLanguage, LANGUAGE_INFO, LANGUAGES, type Language } from '@/i18n/languages.ts';
import { useT } from '@/i18n/react.tsx';

const OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_INFO[language].name,
}));

/**
 * The languages, each named in itself: the screen changes at once (not after a reload), and the
 * choice stays on this device. The login offers it to visitors (`compact`, loading only what the
 * first route shows: the signed-in screens load the rest); the profile also keeps it in the
 * account (`onChosen`), for what the club sends.
 */
export function LanguagePicker({
  compact = false,
  namespaces,
  onChosen,
}: {
  compact?: boolean;
  /** The catalogue's namespaces to load before switching (all of them by default). */
  namespaces?: readonly string[];
  onChosen?: (language: Language) => void;
}) {
  const t = useT();
  const labelId = useId();
  const shown = currentLanguage();
  return (
    <Stack gap={4} align={compact ? 'center' : 'stretch'} mt={compact ? 'sm' : undefined}>
      <Text component="label" id={labelId} fw={500} size={compact ? 'xs' : 'sm'}>
        {t('common.language')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        size={compact ? 'xs' : 'sm'}
        data={OPTIONS}
        value={shown === 'pseudo' ? 'es' : shown}
        onChange={(value) => {
          if (!isLanguage(value)) return;
          void activateLanguage(value, namespaces).then(() => onChosen?.(value));
        }}
      />
      {!compact && (
        <Text size="xs" c="dimmed">
          {t('common.languageHint')}
        </Text>
      )}
    </Stack>
  );
}
