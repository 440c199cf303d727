import { useId as useReactId } from 'react';

/**
 * What the build gives Mantine for its `useId` (server/scripts/mantine-use-id.ts): React's id,
 * the same on every render. Mantine's own hook renders first with React's id and then replaces
 * it with a random one in a layout effect, so every input, label and popover rendered it twice,
 * the second time synchronously in the task of the first commit (with this hook instead,
 * Lighthouse's blocking time on the login page is about half: 113 against 220 ms, medians of
 * eight runs). React's ids are unique within the root and stable; the prefix and the
 * characters kept make them valid in any selector, as Mantine's were.
 */
export function useMantineId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
