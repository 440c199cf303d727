import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@/api/admin/stats.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { subscriptionTypeLabel } from '@/domain/subscriptions.ts';
import { eurosToCents } from '@/domain/money.ts';
import { adminDashboardQueryOptions } from '../api/stats.ts';
import { AdminLinks } from '@/features/admin/shared/components/admin-links.tsx';
import { DashboardView, type DashboardData } from './dashboard-view.tsx';
import { useT, type Translate } from '@/i18n/react.tsx';

/** The server's answer in the panel's terms: a booking as a block on its court's row. */
export function dashboardData(answer: DashboardResponse, t: Translate): DashboardData {
  return {
    courts: answer.courts.map((court) => ({
      _id: court.courtId,
      name: court.courtName,
      openingTime: court.openingTime,
      closingTime: court.closingTime,
    })),
    bookingsToday: answer.courts.flatMap((court) =>
      court.bookings.map((booking) => {
        const [startTime = '', endTime = ''] = booking.timeBooked.split(' - ');
        return {
          _id: booking.bookingId,
          courtId: court.courtId,
          startTime,
          endTime,
          label: booking.isLeagueMatch
            ? t('admin.dashboardLeague', { name: booking.userName })
            : booking.userName,
          paid: booking.paymentStatus === 'P',
        };
      }),
    ),
    revenue: {
      thisMonthCents: eurosToCents(answer.revenueThisMonth),
      sameDaysLastMonthCents: eurosToCents(answer.revenueSameDaysLastMonth),
      comparedWith: answer.comparedWith,
    },
    membersByPlan: answer.membersByPlan.map((plan) => ({
      plan: plan.plan,
      label: t(subscriptionTypeLabel(plan.plan)),
      count: plan.members,
    })),
    pendingUcaRequests: answer.pendingUcaRequests,
    doorOpeningsToday: answer.doorOpeningsToday,
  };
}

/** /admin 'Panel principal': today at a glance, then a card per admin area. */
export function AdminHome() {
  const t = useT();
  const dashboard = useQuery(adminDashboardQueryOptions());
  return (
    <Stack gap="lg">
      <PageTitle>{t('admin.homeTitle')}</PageTitle>
      {dashboard.isPending && (
        <Center py="xl">
          <Loader aria-label={t('admin.homeLoading')} />
        </Center>
      )}
      {dashboard.isError && <Alert color="red">{t('admin.homeError')}</Alert>}
      {dashboard.data && <DashboardView data={dashboardData(dashboard.data, t)} />}
      <section aria-labelledby="admin-areas">
        <Title order={2} size="h4" mb="sm" id="admin-areas">
          {t('admin.homeAreas')}
        </Title>
        <AdminLinks />
      </section>
    </Stack>
  );
}
