import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import { useT } from '@/i18n/react.tsx';
import { NEEDS_CONNECTION_KEY } from '@/lib/online.ts';

/**
 * Why an action is disabled offline, on hover, focus and touch. A module of its own, loaded by
 * OnlineButton only offline: Mantine's Tooltip brings its positioning library (20 KB compressed),
 * which the first screen (the login) would otherwise download for nothing.
 */
export default function OfflineTooltip({ children }: { children: ReactElement }) {
  const t = useT();
  return (
    <Tooltip label={t(NEEDS_CONNECTION_KEY)} events={{ hover: true, focus: true, touch: true }}>
      {children}
    </Tooltip>
  );
}
