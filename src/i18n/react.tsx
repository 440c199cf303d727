import { I18nProvider } from '@lingui/react';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { i18n } from './index.ts';
import type { MessageKey } from './keys.ts';
import type { Message, MessageValues } from './message.ts';

/** For Lingui's `<Trans>` (a text with links or emphasis inside); `useT` needs no provider. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

export type Translate = (id: MessageKey | Message, values?: MessageValues) => string;

// Bumped on each change of language or newly loaded catalogue, so what was read re-renders.
let version = 0;
i18n.on('change', () => {
  version += 1;
});
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const snapshot = () => version;

/**
 * The catalogue's texts in the member's language: `t('bookings.title')`, or a rule's message
 * (`t(result.message)`). The component renders again when the language changes.
 */
export function useT(): Translate {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useCallback<Translate>(
    (id, values) => (typeof id === 'string' ? i18n._(id, values) : i18n._(id)),
    // `current` is the reason to make a new function: a new language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [current],
  );
}
