import {
  Alert,
  Badge,
  Button,
  Center,
  Drawer,
  Group,
  Image,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  CLUB_GIVEN_ROLES,
  type AdminUserDetailResponse,
  type AdminUserRow,
  type ClubGivenRole,
} from '@/api/admin/users.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { isClubGivenRole } from '@/domain/admin.ts';
import { subscriptionTypeLabel } from '@/domain/subscriptions.ts';
import { formatDateTime, formatShortDate } from '@/lib/dates.ts';
import {
  adminUserQueryOptions,
  useChangeRole,
  useDecideUca,
  useSetUserEnabled,
} from '../api/users.ts';
import { paymentStatusLabel, roleLabel } from '@/features/admin/shared/components/labels.ts';
import { WalletAdjustmentForm } from './wallet-adjustment-form.tsx';
import { useT } from '@/i18n/react.tsx';
import { formatEuros } from '@/features/admin/shared/format.ts';

const BY_MEMBERSHIP = 'membership';

function RoleSection({ user }: { user: AdminUserRow }) {
  const t = useT();
  const change = useChangeRole();
  const current = isClubGivenRole(user.role) ? user.role : BY_MEMBERSHIP;
  const [role, setRole] = useState<string>(current);
  return (
    <Group align="flex-end">
      <Select
        label={t('admin.roleGiven')}
        data={[
          { value: BY_MEMBERSHIP, label: t('admin.roleByMembership') },
          ...CLUB_GIVEN_ROLES.map((value) => ({ value, label: t(roleLabel(value)) })),
        ]}
        value={role}
        allowDeselect={false}
        onChange={(value) => value && setRole(value)}
        w={280}
      />
      <Button
        disabled={role === current}
        loading={change.isPending}
        onClick={() =>
          change.mutate({
            userId: user._id,
            role: role === BY_MEMBERSHIP ? null : (role as ClubGivenRole),
          })
        }
      >
        {t('admin.roleChange')}
      </Button>
    </Group>
  );
}

/**
 * A red button for a step that cannot be undone from here: it asks first, and the dialog closes
 * once `onConfirm` calls `done` (when the change has succeeded).
 */
function AskFirstButton({
  label,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
}: {
  label: string;
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (done: () => void) => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button color="red" variant="light" onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        mode="delete"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => onConfirm(() => setAsking(false))}
      />
    </>
  );
}

function UcaSection({ user }: { user: AdminUserRow }) {
  const t = useT();
  const decide = useDecideUca();
  if (!user.ucaRequestedAt) return null;
  return (
    <section aria-label={t('admin.ucaRequest')}>
      <Title order={3} size="h5" mb="xs">
        {t('admin.ucaRequestOf', { date: formatShortDate(user.ucaRequestedAt) })}
      </Title>
      {user.universityCard ? (
        <Image
          src={user.universityCard}
          alt={t('admin.ucaCardAlt', { name: user.name })}
          maw={360}
          radius="sm"
          mb="sm"
        />
      ) : (
        <Text c="dimmed" size="sm" mb="sm">
          {t('admin.ucaNoCard')}
        </Text>
      )}
      <Group>
        <Button
          color="green"
          loading={decide.isPending}
          onClick={() => decide.mutate({ userId: user._id, decision: 'approve' })}
        >
          {t('admin.approve')}
        </Button>
        <AskFirstButton
          label={t('admin.reject')}
          title={t('admin.ucaRejectTitle')}
          message={t('admin.ucaRejectMessage', { name: user.name })}
          confirmLabel={t('admin.reject')}
          busy={decide.isPending}
          onConfirm={(done) =>
            decide.mutate({ userId: user._id, decision: 'reject' }, { onSuccess: done })
          }
        />
      </Group>
    </section>
  );
}

function AccountSection({ user }: { user: AdminUserRow }) {
  const t = useT();
  const setEnabled = useSetUserEnabled();
  if (user.disabledAt) {
    return (
      <Button
        variant="light"
        loading={setEnabled.isPending}
        onClick={() => setEnabled.mutate({ userId: user._id, enabled: true })}
      >
        {t('admin.accountEnable')}
      </Button>
    );
  }
  return (
    <AskFirstButton
      label={t('admin.accountDisable')}
      title={t('admin.accountDisable')}
      message={t('admin.accountDisableMessage', { name: user.name })}
      confirmLabel={t('admin.disable')}
      busy={setEnabled.isPending}
      onConfirm={(done) =>
        setEnabled.mutate({ userId: user._id, enabled: false }, { onSuccess: done })
      }
    />
  );
}

/** One of the member's recent lists: its title, then the latest 20 rows or a line saying none. */
function HistorySection({
  label,
  title,
  none,
  rows,
}: {
  label: string;
  title: string;
  none: string;
  rows: ReactNode[];
}) {
  return (
    <section aria-label={label}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {none}
        </Text>
      ) : (
        <Table fz="sm">
          <Table.Tbody>{rows.slice(0, 20)}</Table.Tbody>
        </Table>
      )}
    </section>
  );
}

function History({ detail }: { detail: AdminUserDetailResponse }) {
  const t = useT();
  return (
    <>
      <HistorySection
        label={t('admin.userBookings')}
        title={t('admin.colBookings')}
        none={t('admin.userNoBookings')}
        rows={detail.bookings.map((b) => (
          <Table.Tr key={b._id}>
            <Table.Td>{formatShortDate(b.dateBooked)}</Table.Td>
            <Table.Td>{b.timeBooked}</Table.Td>
            <Table.Td>{b.courtId.name}</Table.Td>
            <Table.Td>
              {b.status === 'cancelled'
                ? t('admin.bookingCancelled')
                : t(paymentStatusLabel(b.paymentStatus))}
            </Table.Td>
          </Table.Tr>
        ))}
      />
      <HistorySection
        label={t('admin.userAccess')}
        title={t('admin.userAccessTitle')}
        none={t('admin.userNoAccess')}
        rows={detail.accessLogs.map((entry) => (
          <Table.Tr key={entry._id}>
            <Table.Td>{formatDateTime(entry.createdAt)}</Table.Td>
            <Table.Td>
              {entry.result === 'opened' ? t('admin.doorOpenedOne') : entry.reason}
            </Table.Td>
          </Table.Tr>
        ))}
      />
    </>
  );
}

function DetailBody({ detail, extra }: { detail: AdminUserDetailResponse; extra?: ReactNode }) {
  const t = useT();
  const { user, wallet } = detail;
  return (
    <Stack gap="lg">
      <div>
        <Group gap="xs">
          <Title order={2} size="h3">
            {user.name}
          </Title>
          <Badge variant="light">{t(roleLabel(user.role))}</Badge>
          {user.disabledAt && <Badge color="red">{t('admin.disabledBadge')}</Badge>}
        </Group>
        <Text size="sm">{user.email}</Text>
        <Text size="sm" c="dimmed">
          {t('admin.userFacts', {
            dni: user.dni || '—',
            born: user.dob ? formatShortDate(user.dob) : '—',
            joined: formatShortDate(user.createdAt),
          })}
        </Text>
        {detail.subscriptions.map((s) => (
          <Text size="sm" key={s.id}>
            {s.currentPeriodEnd
              ? t('admin.userSubscriptionUntil', {
                  plan: t(subscriptionTypeLabel(s.type)),
                  status: s.status,
                  date: formatShortDate(s.currentPeriodEnd),
                })
              : t('admin.userSubscription', {
                  plan: t(subscriptionTypeLabel(s.type)),
                  status: s.status,
                })}
          </Text>
        ))}
      </div>
      <RoleSection key={user.role} user={user} />
      <UcaSection user={user} />
      <section aria-label={t('admin.wallet')}>
        <Title order={3} size="h5" mb="xs">
          {t('admin.walletBalance', { amount: formatEuros(wallet.balance) })}
        </Title>
        <WalletAdjustmentForm userId={user._id} balance={wallet.balance} />
        {wallet.transactions.slice(0, 10).map((entry) => (
          <Text size="sm" key={entry._id}>
            {formatShortDate(entry.date)} {entry.type === 'credit' ? '+' : '−'}
            {formatEuros(entry.amount)} {entry.description}
          </Text>
        ))}
      </section>
      {extra}
      <History detail={detail} />
      <AccountSection user={user} />
    </Stack>
  );
}

/**
 * The member's record in a side panel: profile, role, UCA request, wallet, what the route adds
 * (the level, drawn by another feature), history, account.
 */
export function UserDetail({
  userId,
  onClose,
  extra,
}: {
  userId: string;
  onClose: () => void;
  extra?: ReactNode;
}) {
  const t = useT();
  const detail = useQuery(adminUserQueryOptions(userId));
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={t('admin.userRecord')}>
      {detail.isPending && (
        <Center py="xl">
          <Loader aria-label={t('admin.userLoading')} />
        </Center>
      )}
      {detail.isError && <Alert color="red">{t('admin.userError')}</Alert>}
      {detail.data && <DetailBody detail={detail.data} extra={extra} />}
    </Drawer>
  );
}
