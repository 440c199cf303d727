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
import { useT } from '@/i18n/react.tsx';
import { weekdayKey } from '@/features/admin/shared/format.ts';

/** Create or edit: the form, then (when the block takes bookings) what to do with them. */
function BlockDialog({ block, onClose }: { block: AdminBlockedTime | null; onClose: () => void }) {
  const courts = useQuery(adminCourtsQueryOptions());
  const coverage = useBlockCoverage();
  const t = useT();
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
        title={block ? t('admin.blockEdit') : t('admin.blockNew')}
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
        message={(count) => t(ADMIN_BLOCK_MESSAGES.covers(count))}
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
  const t = useT();
  const blocks = useQuery(adminBlockedTimesQueryOptions());
  const [editing, setEditing] = useState<AdminBlockedTime | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBlockedTime | null>(null);
  const remove = useDeleteBlock();

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('admin.blocksTitle')}</PageTitle>
        <Button onClick={() => setEditing('new')}>{t('admin.blockNew')}</Button>
      </Group>
      {blocks.isPending && (
        <Center py="xl">
          <Loader aria-label={t('admin.blocksLoading')} />
        </Center>
      )}
      {blocks.isError && <Alert color="red">{t('admin.blocksError')}</Alert>}
      {blocks.data?.length === 0 && <Text c="dimmed">{t('admin.blocksEmpty')}</Text>}
      {blocks.data && blocks.data.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover aria-label={t('admin.blocksTitle')}>
            <TableHead
              columns={[
                t('admin.colCourt'),
                t('admin.colDates'),
                t('admin.colDays'),
                t('admin.colHours'),
                t('admin.reason'),
                t('admin.colExceptions'),
                t('admin.colActions'),
              ]}
            />
            <Table.Tbody>
              {blocks.data.map((block) => (
                <Table.Tr key={block._id}>
                  <Table.Td>{block.courtName}</Table.Td>
                  <Table.Td>
                    {formatShortDate(block.startDate)} – {formatShortDate(block.endDate)}
                  </Table.Td>
                  <Table.Td>
                    {block.daysOfWeek.length === 7
                      ? t('admin.allMasculine')
                      : block.daysOfWeek
                          .map((day) => {
                            const key = weekdayKey(day);
                            return key ? t(key) : day;
                          })
                          .join(', ')}
                  </Table.Td>
                  <Table.Td>{block.timeRange}</Table.Td>
                  <Table.Td>{block.reason || t('admin.blockDefaultReason')}</Table.Td>
                  <Table.Td>
                    {block.exceptions.length === 0
                      ? '—'
                      : block.exceptions
                          .map((e) => `${formatShortDate(e.date)} ${e.timeRange}`)
                          .join('; ')}
                  </Table.Td>
                  <RowActions>
                    <Button size="xs" variant="light" onClick={() => setEditing(block)}>
                      {t('admin.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setDeleting(block)}
                    >
                      {t('admin.delete')}
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
        title={t('admin.blockDeleteTitle')}
        message={t('admin.blockDeleteMessage', {
          court: deleting?.courtName ?? '',
          times: deleting?.timeRange ?? '',
        })}
        confirmLabel={t('admin.delete')}
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
