import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LevelBadge } from '@/components/level-badge.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import type { CourtType } from '@/domain/courts.ts';
import { clubLevelsQueryOptions, useSetLevel } from '../api/levels.ts';
import { SetLevelForm } from './set-level-form.tsx';
import { useT } from '@/i18n/react.tsx';

/** /levels for coaches and admins: every member's level in a sport, validated from here. */
export function ClubLevelsPage() {
  const t = useT();
  const [sport, setSport] = useState<CourtType>('padel');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const members = useQuery(clubLevelsQueryOptions(sport));
  const save = useSetLevel();
  const shown = (members.data?.members ?? []).filter((m) =>
    `${m.name} ${m.email}`.toLowerCase().includes(search.trim().toLowerCase()),
  );
  return (
    <>
      <PageTitle>{t('levels.clubTitle')}</PageTitle>
      <Stack gap="md">
        <Group>
          <SegmentedControl
            value={sport}
            onChange={(value) => setSport(value as CourtType)}
            data={[
              { value: 'padel', label: t('levels.padel') },
              { value: 'tennis', label: t('levels.tennis') },
            ]}
            aria-label={t('levels.sport')}
          />
          <TextInput
            label={t('levels.searchMember')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        </Group>
        {members.isError && <Alert color="red">{t('levels.levelsFailed')}</Alert>}
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('levels.member')}</Table.Th>
              <Table.Th>{t('levels.level')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((m) => (
              <Table.Tr key={m._id}>
                <Table.Td>
                  <Text size="sm">{m.name}</Text>
                  <Text size="xs" c="dimmed">
                    {m.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {editing === m._id ? (
                    <SetLevelForm
                      sport={sport}
                      current={m.level}
                      busy={save.isPending}
                      onSave={(body) =>
                        save.mutate(
                          { userId: m._id, ...body },
                          { onSuccess: () => setEditing(null) },
                        )
                      }
                    />
                  ) : (
                    <Group gap="xs">
                      {m.level ? (
                        <LevelBadge level={m.level} />
                      ) : (
                        <Text c="dimmed">{t('levels.noLevel')}</Text>
                      )}
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => setEditing(m._id)}
                        aria-label={t('levels.validateLevelOf', { name: m.name })}
                      >
                        {t('levels.validate')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </>
  );
}
