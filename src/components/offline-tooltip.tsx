import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import { NEEDS_CONNECTION } from '@/lib/online.ts';

/**
 * Why an action is disabled offline, on hover, focus and touch. A module of its own, loaded by
 * OnlineButton only offline: Mantine's Tooltip brings its positioning library (20 KB compressed),
 * which the first screen (the login) would otherwise download for nothing.
 */
export default function OfflineTooltip({ children }: { children: ReactElement }) {
  return (
    <Tooltip label={NEEDS_CONNECTION} events={{ hover: true, focus: true, touch: true }}>
      {children}
    </Tooltip>
  );
}
