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
import { formatEurosInSpanish } from '@/domain/money.ts';
import {
  adminUserQueryOptions,
  useChangeRole,
  useDecideUca,
  useSetUserEnabled,
} from '../api/users.ts';
import { PAYMENT_STATUS_LABELS, roleLabel } from '@/features/admin/shared/components/labels.ts';
import { WalletAdjustmentForm } from './wallet-adjustment-form.tsx';

const BY_MEMBERSHIP = 'membership';

function RoleSection({ user }: { user: AdminUserRow }) {
  const change = useChangeRole();
  const current = isClubGivenRole(user.role) ? user.role : BY_MEMBERSHIP;
  const [role, setRole] = useState<string>(current);
  return (
    <Group align="flex-end">
      <Select
        label="Rol que da el club"
        data={[
          { value: BY_MEMBERSHIP, label: 'Ninguno (según su membresía)' },
          ...CLUB_GIVEN_ROLES.map((value) => ({ value, label: roleLabel(value) })),
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
        Cambiar rol
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
  const decide = useDecideUca();
  if (!user.ucaRequestedAt) return null;
  return (
    <section aria-label="Solicitud UCA">
      <Title order={3} size="h5" mb="xs">
        Solicitud UCA del {formatShortDate(user.ucaRequestedAt)}
      </Title>
      {user.universityCard ? (
        <Image
          src={user.universityCard}
          alt={`Carné universitario de ${user.name}`}
          maw={360}
          radius="sm"
          mb="sm"
        />
      ) : (
        <Text c="dimmed" size="sm" mb="sm">
          Sin imagen del carné.
        </Text>
      )}
      <Group>
        <Button
          color="green"
          loading={decide.isPending}
          onClick={() => decide.mutate({ userId: user._id, decision: 'approve' })}
        >
          Aprobar
        </Button>
        <AskFirstButton
          label="Rechazar"
          title="Rechazar solicitud UCA"
          message={`${user.name} seguirá con su rol actual y recibirá un aviso por e-mail.`}
          confirmLabel="Rechazar"
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
  const setEnabled = useSetUserEnabled();
  if (user.disabledAt) {
    return (
      <Button
        variant="light"
        loading={setEnabled.isPending}
        onClick={() => setEnabled.mutate({ userId: user._id, enabled: true })}
      >
        Activar cuenta
      </Button>
    );
  }
  return (
    <AskFirstButton
      label="Desactivar cuenta"
      title="Desactivar cuenta"
      message={`${user.name} no podrá iniciar sesión y sus sesiones abiertas se cerrarán ahora.`}
      confirmLabel="Desactivar"
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
  return (
    <>
      <HistorySection
        label="Reservas del usuario"
        title="Reservas"
        none="Sin reservas."
        rows={detail.bookings.map((b) => (
          <Table.Tr key={b._id}>
            <Table.Td>{formatShortDate(b.dateBooked)}</Table.Td>
            <Table.Td>{b.timeBooked}</Table.Td>
            <Table.Td>{b.courtId.name}</Table.Td>
            <Table.Td>
              {b.status === 'cancelled'
                ? 'Cancelada'
                : (PAYMENT_STATUS_LABELS[b.paymentStatus] ?? b.paymentStatus)}
            </Table.Td>
          </Table.Tr>
        ))}
      />
      <HistorySection
        label="Accesos del usuario"
        title="Accesos a la puerta"
        none="Sin accesos."
        rows={detail.accessLogs.map((entry) => (
          <Table.Tr key={entry._id}>
            <Table.Td>{formatDateTime(entry.createdAt)}</Table.Td>
            <Table.Td>{entry.result === 'opened' ? 'Abierta' : entry.reason}</Table.Td>
          </Table.Tr>
        ))}
      />
    </>
  );
}

function DetailBody({ detail, extra }: { detail: AdminUserDetailResponse; extra?: ReactNode }) {
  const { user, wallet } = detail;
  return (
    <Stack gap="lg">
      <div>
        <Group gap="xs">
          <Title order={2} size="h3">
            {user.name}
          </Title>
          <Badge variant="light">{roleLabel(user.role)}</Badge>
          {user.disabledAt && <Badge color="red">Desactivada</Badge>}
        </Group>
        <Text size="sm">{user.email}</Text>
        <Text size="sm" c="dimmed">
          DNI {user.dni || '—'} · Nacimiento {user.dob ? formatShortDate(user.dob) : '—'} · Alta{' '}
          {formatShortDate(user.createdAt)}
        </Text>
        {detail.subscriptions.map((s) => (
          <Text size="sm" key={s.id}>
            {subscriptionTypeLabel(s.type)}: {s.status}
            {s.currentPeriodEnd ? ` hasta ${formatShortDate(s.currentPeriodEnd)}` : ''}
          </Text>
        ))}
      </div>
      <RoleSection key={user.role} user={user} />
      <UcaSection user={user} />
      <section aria-label="Monedero">
        <Title order={3} size="h5" mb="xs">
          Monedero: {formatEurosInSpanish(wallet.balance)}
        </Title>
        <WalletAdjustmentForm userId={user._id} balance={wallet.balance} />
        {wallet.transactions.slice(0, 10).map((t) => (
          <Text size="sm" key={t._id}>
            {formatShortDate(t.date)} {t.type === 'credit' ? '+' : '−'}
            {formatEurosInSpanish(t.amount)} {t.description}
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
  const detail = useQuery(adminUserQueryOptions(userId));
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title="Ficha del usuario">
      {detail.isPending && (
        <Center py="xl">
          <Loader aria-label="Cargando el usuario" />
        </Center>
      )}
      {detail.isError && <Alert color="red">No se pudo cargar el usuario.</Alert>}
      {detail.data && <DetailBody detail={detail.data} extra={extra} />}
    </Drawer>
  );
}
