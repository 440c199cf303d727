import { Badge } from '@mantine/core';
import { resultLabel } from '@/lib/door-results.ts';
import { useT } from '@/i18n/react.tsx';

/** A door press's outcome, as the admin's access log and the member's own entries show it. */
export function DoorResultBadge({ result }: { result: string }) {
  const t = useT();
  const { label, color } = resultLabel(result);
  return (
    <Badge color={color} variant="light">
      {t(label)}
    </Badge>
  );
}
