import { Anchor, Badge, Box, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TableHead } from '@/components/table-head.tsx';
import {
  adminLightLogQueryOptions,
  adminLightStatsQueryOptions,
  lightStatsCsvUrl,
} from '../api/lights.ts';
import { intlLocale } from '@/i18n/index.ts';
import { useT } from '@/i18n/react.tsx';

const SHOWN = 20;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const stamp = (iso: string) =>
  new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'short', timeStyle: 'short' });

/** Hours of light per court in a month, with its CSV, and the latest switches. */
export function LightsHistory() {
  const t = useT();
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  const valid = MONTH.test(month);
  const stats = useQuery({ ...adminLightStatsQueryOptions(month), enabled: valid });
  const log = useQuery(adminLightLogQueryOptions());
  return (
    <Stack>
      <Title order={4}>{t('admin.lightHours')}</Title>
      <Group align="end">
        <TextInput
          label={t('admin.monthField')}
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value)}
          error={valid ? undefined : t('admin.monthInvalid')}
        />
        {valid && (
          <Anchor href={lightStatsCsvUrl(month)} download size="sm">
            {t('admin.exportCsv')}
          </Anchor>
        )}
      </Group>
      {stats.data?.map((row) => (
        <Text key={row.courtId} size="sm">
          {t('admin.lightHoursRow', {
            court: row.courtName,
            hours: row.hours.toLocaleString(intlLocale()),
          })}
        </Text>
      ))}
      <Title order={4}>{t('admin.lightLatest')}</Title>
      {log.data && log.data.length === 0 && <Text size="sm">{t('admin.lightNoChanges')}</Text>}
      {log.data && log.data.length > 0 && (
        // Wider than a phone: it scrolls on its own, reachable from the keyboard, not the page.
        <Box
          style={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={t('admin.lightLogScroll')}
        >
          <Table aria-label={t('admin.lightLog')} miw={560}>
            <TableHead
              columns={[
                t('admin.colDate'),
                t('admin.colCourt'),
                t('admin.colLights'),
                t('admin.reason'),
                t('admin.colRelay'),
              ]}
            />
            <Table.Tbody>
              {log.data.slice(0, SHOWN).map((entry) => (
                <Table.Tr key={`${entry.at}-${entry.courtId}-${entry.on}-${entry.answer}`}>
                  <Table.Td>{stamp(entry.at)}</Table.Td>
                  <Table.Td>{entry.courtName}</Table.Td>
                  <Table.Td>{entry.on ? t('admin.lightOn') : t('admin.lightOff')}</Table.Td>
                  <Table.Td>
                    {entry.reasonText}
                    {entry.userName ? ` (${entry.userName})` : ''}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={entry.ok ? 'green' : 'red'}>
                      {entry.ok ? t('admin.relayOk') : t('admin.relayNoAnswer')}
                    </Badge>{' '}
                    <Text span size="xs">
                      {entry.answer}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
