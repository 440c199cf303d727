import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminMemberPack, AdminPacksResponse, PackType } from '@/api/packs.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { PACK_METHOD_LABELS, packTermsLabel } from '@/domain/packs.ts';
import { formatShortDate } from '@/lib/dates.ts';
import { adminPacksQueryOptions } from '../api/packs.ts';
import { PackActionDialog, SellDialog } from './pack-dialogs.tsx';
import { PackTypeForm } from './pack-type-form.tsx';
import { RowActions } from '@/components/row-actions.tsx';
import { ScrollTable } from '@/components/table-head.tsx';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';
import { formatEuros } from '@/features/admin/shared/format.ts';

const STATUS: Record<AdminMemberPack['status'], MessageKey> = {
  pending: 'admin.packPending',
  active: 'admin.packActive',
  expired: 'admin.packExpired',
  refunded: 'admin.packRefunded',
  cancelled: 'admin.packCancelled',
};

const day = (iso: string | null) => (iso ? formatShortDate(iso) : '—');

function Stats({ stats }: { stats: AdminPacksResponse['stats'] }) {
  const t = useT();
  return (
    <Group gap="xl" aria-label={t('admin.packStats')} role="group">
      <Text>{t('admin.packStatsSold', { count: stats.sold })}</Text>
      <Text>{t('admin.packStatsRevenue', { amount: formatEuros(stats.revenue) })}</Text>
      <Text>{t('admin.packStatsActive', { count: stats.active })}</Text>
      <Text>{t('admin.packStatsConsumed', { count: stats.usesConsumed })}</Text>
      <Text>{t('admin.packStatsUnused', { count: stats.usesUnusedAtEnd })}</Text>
    </Group>
  );
}

function TypesTable({ types, onEdit }: { types: PackType[]; onEdit: (t: PackType) => void }) {
  const t = useT();
  return (
    // Scrolled on its own on a phone, its buttons with it, so the page never scrolls sideways.
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={t('admin.packTypes')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.pack')}</Table.Th>
            <Table.Th>{t('admin.colPays')}</Table.Th>
            <Table.Th>{t('admin.uses')}</Table.Th>
            <Table.Th>{t('admin.colPrice')}</Table.Th>
            <Table.Th>{t('admin.colValidity')}</Table.Th>
            <Table.Th>{t('admin.onSale')}</Table.Th>
            <Table.Th>{t('admin.colActions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {types.map((type) => (
            <Table.Tr key={type._id}>
              <Table.Td>{type.name}</Table.Td>
              <Table.Td>{t(packTermsLabel(type))}</Table.Td>
              <Table.Td>{type.uses}</Table.Td>
              <Table.Td>{formatEuros(type.price)}</Table.Td>
              <Table.Td>{t('admin.days', { count: type.validityDays })}</Table.Td>
              <Table.Td>{type.active ? t('admin.yes') : t('admin.no')}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" onClick={() => onEdit(type)}>
                  {t('admin.edit')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type Acting = { pack: AdminMemberPack; action: 'extend' | 'refund' } | null;

function SoldTable({ packs, onAct }: { packs: AdminMemberPack[]; onAct: (a: Acting) => void }) {
  const t = useT();
  return (
    <ScrollTable
      striped
      label={t('admin.packsSold')}
      minWidth={640}
      columns={[
        t('admin.colMember'),
        t('admin.pack'),
        t('admin.uses'),
        t('admin.colExpires'),
        t('admin.colStatus'),
        t('admin.colPaidBy'),
        t('admin.colActions'),
      ]}
    >
      {packs.map((p) => {
        const open = p.status === 'active' || p.status === 'expired';
        return (
          <Table.Tr key={p._id}>
            <Table.Td>{p.user.name}</Table.Td>
            <Table.Td>{p.name}</Table.Td>
            <Table.Td>{`${p.usesLeft} / ${p.uses}`}</Table.Td>
            <Table.Td>{day(p.expiresAt)}</Table.Td>
            <Table.Td>{t(STATUS[p.status])}</Table.Td>
            <Table.Td>{t(PACK_METHOD_LABELS[p.method])}</Table.Td>
            <RowActions>
              {open && (
                <>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={t('admin.packExtendLabel', { pack: p.name, name: p.user.name })}
                    onClick={() => onAct({ pack: p, action: 'extend' })}
                  >
                    {t('admin.extend')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={t('admin.packRefundLabel', { pack: p.name, name: p.user.name })}
                    onClick={() => onAct({ pack: p, action: 'refund' })}
                  >
                    {t('admin.refund')}
                  </Button>
                </>
              )}
            </RowActions>
          </Table.Tr>
        );
      })}
    </ScrollTable>
  );
}

/** 'Bonos' for the admin: the packs the club sells, those sold, and sales at the desk. */
export function PacksAdminPage() {
  const t = useT();
  const query = useQuery(adminPacksQueryOptions());
  const [editing, setEditing] = useState<PackType | 'new' | null>(null);
  const [selling, setSelling] = useState(false);
  const [acting, setActing] = useState<Acting>(null);
  return (
    <Stack>
      <PageTitle>{t('admin.packsTitle')}</PageTitle>
      {query.isPending ? (
        <Loader aria-label={t('admin.packsLoading')} />
      ) : query.isError ? (
        <Alert color="red">{t('admin.packsError')}</Alert>
      ) : (
        <>
          <Stats stats={query.data.stats} />
          <Group>
            <Button onClick={() => setEditing('new')}>{t('admin.packNew')}</Button>
            <Button
              variant="light"
              onClick={() => setSelling(true)}
              disabled={query.data.types.length === 0}
            >
              {t('admin.packSellAtDesk')}
            </Button>
          </Group>
          <Title order={2} size="h4">
            {t('admin.packsOnSale')}
          </Title>
          <TypesTable types={query.data.types} onEdit={setEditing} />
          <Title order={2} size="h4">
            {t('admin.packsSold')}
          </Title>
          <SoldTable packs={query.data.packs} onAct={setActing} />
          {selling && (
            <SellDialog
              types={query.data.types.filter((type) => type.active)}
              onClose={() => setSelling(false)}
            />
          )}
        </>
      )}
      {editing && (
        <PackTypeForm type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {acting && <PackActionDialog {...acting} onClose={() => setActing(null)} />}
    </Stack>
  );
}
