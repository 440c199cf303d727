import {
  Alert,
  Badge,
  Button,
  Center,
  FileButton,
  Group,
  Loader,
  Modal,
  Table,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCourt } from '@/api/admin/courts.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import {
  adminCourtsQueryOptions,
  useSaveCourt,
  useSetCourtActive,
  useUploadCourtImage,
} from '../api/courts.ts';
import { CourtForm } from './court-form.tsx';
import { LightRelayForm } from './light-relay-form.tsx';
import { LightsPanel } from './lights-panel.tsx';
import { TableHead } from '@/components/table-head.tsx';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';
import { formatEuros } from '@/features/admin/shared/format.ts';

const TYPE_LABELS: Record<AdminCourt['type'], MessageKey> = {
  padel: 'admin.padel',
  tennis: 'admin.tennis',
};

/** The edit dialog: the form, and for a saved court its picture and its light relay. */
function CourtDialog({ court, onClose }: { court: AdminCourt | null; onClose: () => void }) {
  const t = useT();
  const save = useSaveCourt();
  const upload = useUploadCourtImage();
  return (
    <Modal
      opened
      onClose={onClose}
      title={court ? t('admin.editNamed', { name: court.name }) : t('admin.courtNew')}
      size="xl"
    >
      {court && (
        <Group mb="md">
          <Text size="sm">
            {court.image ? t('admin.courtImageOwn') : t('admin.courtImageDefault')}
          </Text>
          <FileButton
            accept="image/png,image/jpeg,image/webp"
            onChange={(file) => file && upload.mutate({ courtId: court._id, file })}
          >
            {(props) => (
              <Button {...props} size="xs" variant="light" loading={upload.isPending}>
                {t('admin.imageUpload')}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {court && <LightRelayForm courtId={court._id} />}
      <CourtForm
        court={court}
        busy={save.isPending}
        onCancel={onClose}
        onSubmit={(input) =>
          save.mutate({ courtId: court?._id, court: input }, { onSuccess: onClose })
        }
      />
    </Modal>
  );
}

function CourtRow({
  court,
  onEdit,
  onDeactivate,
}: {
  court: AdminCourt;
  onEdit: () => void;
  onDeactivate: () => void;
}) {
  const t = useT();
  const setActive = useSetCourtActive();
  return (
    <Table.Tr>
      <Table.Td>{court.name}</Table.Td>
      <Table.Td>{t(TYPE_LABELS[court.type])}</Table.Td>
      <Table.Td>
        {court.openingTime}–{court.closingTime}
      </Table.Td>
      <Table.Td>{t('admin.minutes', { minutes: court.slotMinutes })}</Table.Td>
      <Table.Td>
        {formatEuros(court.costs.nonMember)} / {formatEuros(court.costs.uca)}
      </Table.Td>
      <Table.Td>{court.upcomingBookings}</Table.Td>
      <Table.Td>
        <Badge color={court.active ? 'green' : 'gray'} variant="light">
          {court.active ? t('admin.courtActive') : t('admin.courtInactive')}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={onEdit}>
            {t('admin.edit')}
          </Button>
          {court.active ? (
            <Button size="xs" variant="subtle" color="red" onClick={onDeactivate}>
              {t('admin.disable')}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="subtle"
              loading={setActive.isPending}
              onClick={() => setActive.mutate({ courtId: court._id, active: true })}
            >
              {t('admin.enable')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** /admin/courts: every court with its settings; create, edit, picture, (de)activate. */
export function CourtsPage() {
  const t = useT();
  const courts = useQuery(adminCourtsQueryOptions());
  const [editing, setEditing] = useState<AdminCourt | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<AdminCourt | null>(null);
  const setActive = useSetCourtActive();

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('admin.courtsTitle')}</PageTitle>
        <Button onClick={() => setEditing('new')}>{t('admin.courtNew')}</Button>
      </Group>
      {courts.isPending && (
        <Center py="xl">
          <Loader aria-label={t('admin.courtsLoading')} />
        </Center>
      )}
      {courts.isError && <Alert color="red">{t('admin.courtsError')}</Alert>}
      {courts.data?.length === 0 && <Text c="dimmed">{t('admin.courtsEmpty')}</Text>}
      {courts.data && courts.data.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover aria-label={t('admin.courtsTitle')}>
            <TableHead
              columns={[
                t('admin.colName'),
                t('admin.colType'),
                t('admin.colTimes'),
                t('admin.colSlot'),
                t('admin.colCourtPrices'),
                t('admin.colUpcoming'),
                t('admin.colStatus'),
                t('admin.colActions'),
              ]}
            />
            <Table.Tbody>
              {courts.data.map((court) => (
                <CourtRow
                  key={court._id}
                  court={court}
                  onEdit={() => setEditing(court)}
                  onDeactivate={() => setDeactivating(court)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {courts.data && <LightsPanel />}
      {editing && (
        <CourtDialog court={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        opened={deactivating !== null}
        title={t('admin.courtDeactivateTitle')}
        message={t('admin.courtDeactivateMessage', {
          name: deactivating?.name ?? '',
          count: deactivating?.upcomingBookings ?? 0,
        })}
        confirmLabel={t('admin.disable')}
        mode="delete"
        busy={setActive.isPending}
        onCancel={() => setDeactivating(null)}
        onConfirm={() =>
          deactivating &&
          setActive.mutate(
            { courtId: deactivating._id, active: false },
            { onSuccess: () => setDeactivating(null) },
          )
        }
      />
    </>
  );
}
