import { Center, Loader } from '@mantine/core';

/** The guard's spinner: shown until the user state is known, and while no user is loaded. */
export function FullPageLoader({ label = 'Cargando…' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader size="lg" aria-label={label} />
    </Center>
  );
}
