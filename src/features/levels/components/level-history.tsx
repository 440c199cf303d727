import { List, Text } from '@mantine/core';
import type { LevelChange } from '@/api/levels.ts';
import { formatDateTime } from '@/lib/dates.ts';

/** Every change of a level with its reason, newest first. */
export function LevelHistory({ changes }: { changes: LevelChange[] }) {
  if (changes.length === 0) return <Text c="dimmed">Sin cambios todavía.</Text>;
  return (
    <List spacing={4} size="sm" aria-label="Historial de nivel">
      {changes.map((change) => (
        <List.Item key={change._id}>
          <Text size="sm">{change.reason}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(change.createdAt)}
            {change.note && change.kind === 'validacion' ? ` · ${change.note}` : ''}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
