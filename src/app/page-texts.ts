import { useEffect } from 'react';
import { useT } from '@/i18n/react.tsx';

/**
 * The page's title and description in the language shown: index.html keeps the Spanish ones for
 * crawlers and the first paint, and they follow the language once the app runs. The door's page
 * names itself (door.pageTitle, features/door/early.ts), so it passes `skip`.
 */
export function usePageTexts(skip: boolean): void {
  const t = useT();
  useEffect(() => {
    if (skip) return;
    document.title = t('common.appTitle');
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', t('common.appDescription'));
  }, [t, skip]);
}
