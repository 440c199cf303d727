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
import { formatEurosInSpanish } from '@/domain/money.ts';
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

const TYPE_LABELS: Record<AdminCourt['type'], string> = { padel: 'Pádel', tennis: 'Tenis' };

/** The edit dialog: the form, and for a saved court its picture and its light relay. */
function CourtDialog({ court, onClose }: { court: AdminCourt | null; onClose: () => void }) {
  const save = useSaveCourt();
  const upload = useUploadCourtImage();
  return (
    <Modal
      opened
      onClose={onClose}
      title={court ? `Editar ${court.name}` : 'Nueva pista'}
      size="xl"
    >
      {court && (
        <Group mb="md">
          <Text size="sm">Imagen: {court.image ? 'propia' : 'la de por defecto'}</Text>
          <FileButton
            accept="image/png,image/jpeg,image/webp"
            onChange={(file) => file && upload.mutate({ courtId: court._id, file })}
          >
            {(props) => (
              <Button {...props} size="xs" variant="light" loading={upload.isPending}>
                Subir imagen
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
  const setActive = useSetCourtActive();
  return (
    <Table.Tr>
      <Table.Td>{court.name}</Table.Td>
      <Table.Td>{TYPE_LABELS[court.type]}</Table.Td>
      <Table.Td>
        {court.openingTime}–{court.closingTime}
      </Table.Td>
      <Table.Td>{court.slotMinutes} min</Table.Td>
      <Table.Td>
        {formatEurosInSpanish(court.costs.nonMember)} / {formatEurosInSpanish(court.costs.uca)}
      </Table.Td>
      <Table.Td>{court.upcomingBookings}</Table.Td>
      <Table.Td>
        <Badge color={court.active ? 'green' : 'gray'} variant="light">
          {court.active ? 'Activa' : 'Desactivada'}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={onEdit}>
            Editar
          </Button>
          {court.active ? (
            <Button size="xs" variant="subtle" color="red" onClick={onDeactivate}>
              Desactivar
            </Button>
          ) : (
            <Button
              size="xs"
              variant="subtle"
              loading={setActive.isPending}
              onClick={() => setActive.mutate({ courtId: court._id, active: true })}
            >
              Activar
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** /admin/courts: every court with its settings; create, edit, picture, (de)activate. */
export function CourtsPage() {
  const courts = useQuery(adminCourtsQueryOptions());
  const [editing, setEditing] = useState<AdminCourt | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<AdminCourt | null>(null);
  const setActive = useSetCourtActive();

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle>Pistas</PageTitle>
        <Button onClick={() => setEditing('new')}>Nueva pista</Button>
      </Group>
      {courts.isPending && (
        <Center py="xl">
          <Loader aria-label="Cargando las pistas" />
        </Center>
      )}
      {courts.isError && <Alert color="red">No se pudieron cargar las pistas.</Alert>}
      {courts.data?.length === 0 && <Text c="dimmed">Todavía no hay pistas.</Text>}
      {courts.data && courts.data.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover aria-label="Pistas">
            <TableHead
              columns={[
                'Nombre',
                'Tipo',
                'Horario',
                'Turno',
                'Precio no socio / UCA',
                'Próximas reservas',
                'Estado',
                'Acciones',
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
        title="Desactivar pista"
        message={`${deactivating?.name ?? ''} dejará de admitir reservas nuevas. Sus ${
          deactivating?.upcomingBookings ?? 0
        } reservas próximas y su historial se conservan.`}
        confirmLabel="Desactivar"
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
