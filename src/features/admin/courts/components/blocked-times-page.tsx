import { Alert, Button, Center, Group, Loader, Modal, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_BLOCK_MESSAGES, type AdminBlockedTime } from '@/api/admin/blocked-times.ts';
import type { Booking } from '@/api/bookings.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { CoveredBookingsDialog } from '@/components/covered-bookings-dialog.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { formatShortDate, todayPayloadDate } from '@/lib/dates.ts';
import {
  adminBlockedTimesQueryOptions,
  useBlockCoverage,
  useDeleteBlock,
  useSaveBlock,
  type BlockDraft,
} from '../api/blocked-times.ts';
import { adminCourtsQueryOptions } from '../api/courts.ts';
import { BlockForm } from './block-form.tsx';
import { TableHead } from '@/components/table-head.tsx';
import { RowActions } from '@/components/row-actions.tsx';

/** Create or edit: the form, then (when the block takes bookings) what to do with them. */
function BlockDialog({ block, onClose }: { block: AdminBlockedTime | null; onClose: () => void }) {
  const courts = useQuery(adminCourtsQueryOptions());
  const coverage = useBlockCoverage();
  const save = useSaveBlock();
  const [pending, setPending] = useState<{ draft: BlockDraft; bookings: Booking[] } | null>(null);

  const submit = (draft: BlockDraft) =>
    coverage.mutate(draft, {
      onSuccess: (bookings) => {
        if (bookings.length > 0) return setPending({ draft, bookings });
        save.mutate({ draft }, { onSuccess: onClose });
      },
    });

  return (
    <>
      <Modal
        opened={pending === null}
        onClose={onClose}
        title={block ? 'Editar bloqueo' : 'Nuevo bloqueo'}
        size="xl"
      >
        <BlockForm
          block={block}
          courts={(courts.data ?? []).filter((c) => c.active || c._id === block?.courtId)}
          today={todayPayloadDate()}
          busy={coverage.isPending || save.isPending}
          onSubmit={submit}
          onCancel={onClose}
        />
      </Modal>
      <CoveredBookingsDialog
        bookings={pending?.bookings ?? null}
        message={ADMIN_BLOCK_MESSAGES.covers}
        busy={save.isPending}
        onBack={() => setPending(null)}
        onChoose={(covered) =>
          pending && save.mutate({ draft: pending.draft, covered }, { onSuccess: onClose })
        }
      />
    </>
  );
}

/** /admin/blocked-times: the running blocks; create, edit and delete them. */
export function BlockedTimesPage() {
  const blocks = useQuery(adminBlockedTimesQueryOptions());
  const [editing, setEditing] = useState<AdminBlockedTime | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBlockedTime | null>(null);
  const remove = useDeleteBlock();

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle>Horarios bloqueados</PageTitle>
        <Button onClick={() => setEditing('new')}>Nuevo bloqueo</Button>
      </Group>
      {blocks.isPending && (
        <Center py="xl">
          <Loader aria-label="Cargando los bloqueos" />
        </Center>
      )}
      {blocks.isError && <Alert color="red">No se pudieron cargar los bloqueos.</Alert>}
      {blocks.data?.length === 0 && <Text c="dimmed">No hay horarios bloqueados.</Text>}
      {blocks.data && blocks.data.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover aria-label="Horarios bloqueados">
            <TableHead
              columns={['Pista', 'Fechas', 'Días', 'Horas', 'Motivo', 'Excepciones', 'Acciones']}
            />
            <Table.Tbody>
              {blocks.data.map((block) => (
                <Table.Tr key={block._id}>
                  <Table.Td>{block.courtName}</Table.Td>
                  <Table.Td>
                    {formatShortDate(block.startDate)} – {formatShortDate(block.endDate)}
                  </Table.Td>
                  <Table.Td>
                    {block.daysOfWeek.length === 7 ? 'Todos' : block.daysOfWeek.join(', ')}
                  </Table.Td>
                  <Table.Td>{block.timeRange}</Table.Td>
                  <Table.Td>{block.reason || 'Horario bloqueado'}</Table.Td>
                  <Table.Td>
                    {block.exceptions.length === 0
                      ? '—'
                      : block.exceptions
                          .map((e) => `${formatShortDate(e.date)} ${e.timeRange}`)
                          .join('; ')}
                  </Table.Td>
                  <RowActions>
                    <Button size="xs" variant="light" onClick={() => setEditing(block)}>
                      Editar
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setDeleting(block)}
                    >
                      Eliminar
                    </Button>
                  </RowActions>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <BlockDialog block={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Eliminar bloqueo"
        message={`Las horas de ${deleting?.courtName ?? ''} (${deleting?.timeRange ?? ''}) se podrán reservar de nuevo.`}
        confirmLabel="Eliminar"
        mode="delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })
        }
      />
    </>
  );
}
