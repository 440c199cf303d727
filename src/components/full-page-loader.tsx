import { Center, Loader } from '@mantine/core';
import { useT } from '@/i18n/react.tsx';

/** The guard's spinner: shown until the user state is known, and while no user is loaded. */
export function FullPageLoader({ label }: { label?: string }) {
  const t = useT();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader size="lg" aria-label={label ?? t('common.loading')} />
    </Center>
  );
}
