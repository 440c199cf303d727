import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { percentChange, type DateRange } from '@/domain/periods.ts';
import { formatShortDate } from '@/lib/dates.ts';
import { CourtTimeline, type TimelineBooking, type TimelineCourt } from './court-timeline.tsx';
import { useT } from '@/i18n/react.tsx';
import { formatCents } from '@/features/admin/shared/format.ts';

export interface DashboardData {
  courts: TimelineCourt[];
  bookingsToday: TimelineBooking[];
  /** This month so far, and the same days of last month (`comparedWith`): like for like. */
  revenue: { thisMonthCents: number; sameDaysLastMonthCents: number; comparedWith: DateRange };
  membersByPlan: { plan: string; label: string; count: number }[];
  pendingUcaRequests: number;
  doorOpeningsToday: number;
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" aria-label={label} role="group">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Card>
  );
}

/** The change against the same days of last month, or nothing when those had no income. */
function change(thisMonth: number, sameDaysBefore: number): { text: string; color: string } | null {
  const percent = percentChange(thisMonth, sameDaysBefore);
  if (percent === null) return null;
  return { text: `${percent > 0 ? '+' : ''}${percent} %`, color: percent >= 0 ? 'green' : 'red' };
}

/** The figures of the 'Panel principal': what is happening today and how the month goes. */
export function DashboardView({ data }: { data: DashboardData }) {
  const t = useT();
  const { revenue } = data;
  const delta = change(revenue.thisMonthCents, revenue.sameDaysLastMonthCents);
  const members = data.membersByPlan.reduce((sum, plan) => sum + plan.count, 0);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <Figure label={t('admin.dashboardRevenue')}>
          <Group gap="xs" align="baseline">
            <Text fz={28} fw={700}>
              {formatCents(revenue.thisMonthCents)}
            </Text>
            {delta && (
              <Badge color={delta.color} variant="light">
                {delta.text}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('admin.dashboardSameDays', {
              from: formatShortDate(revenue.comparedWith.from),
              to: formatShortDate(revenue.comparedWith.to),
              amount: formatCents(revenue.sameDaysLastMonthCents),
            })}
          </Text>
        </Figure>
        <Figure label={t('admin.dashboardToday')}>
          <Text fz={28} fw={700}>
            {data.bookingsToday.length}
          </Text>
        </Figure>
        <Figure label={t('admin.dashboardUcaPending')}>
          <Text fz={28} fw={700}>
            {data.pendingUcaRequests}
          </Text>
          {data.pendingUcaRequests > 0 && (
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link {...props} to="/admin/users" search={{ ucaPending: true }} />
              )}
            >
              {t('admin.dashboardReviewRequests')}
            </Anchor>
          )}
        </Figure>
        <Figure label={t('admin.dashboardDoorToday')}>
          <Text fz={28} fw={700}>
            {data.doorOpeningsToday}
          </Text>
        </Figure>
      </SimpleGrid>

      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('admin.dashboardToday')}
        </Title>
        {data.courts.length === 0 ? (
          <Text c="dimmed">{t('admin.dashboardNoCourts')}</Text>
        ) : (
          <CourtTimeline courts={data.courts} bookings={data.bookingsToday} />
        )}
      </Card>

      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('admin.membersByPlan')}
        </Title>
        {members === 0 ? (
          <Text c="dimmed">{t('admin.dashboardNoMembers')}</Text>
        ) : (
          <Table aria-label={t('admin.membersByPlan')}>
            <Table.Tbody>
              {data.membersByPlan.map((plan) => (
                <Table.Tr key={plan.plan}>
                  <Table.Td>{plan.label}</Table.Td>
                  <Table.Td ta="right">{plan.count}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={700}>{t('admin.total')}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {members}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}
