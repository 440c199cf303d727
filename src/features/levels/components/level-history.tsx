import { List, Text } from '@mantine/core';
import type { LevelChange } from '@/api/levels.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useT } from '@/i18n/react.tsx';

/** Every change of a level with its reason, newest first. */
export function LevelHistory({ changes }: { changes: LevelChange[] }) {
  const t = useT();
  if (changes.length === 0) return <Text c="dimmed">{t('levels.noChangesYet')}</Text>;
  return (
    <List spacing={4} size="sm" aria-label={t('levels.history')}>
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
