import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminMemberPack, AdminPacksResponse, PackType } from '@/api/packs.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { PACK_METHOD_LABELS, packTermsLabel } from '@/domain/packs.ts';
import { formatEurosInSpanish } from '@/domain/money.ts';
import { formatShortDate } from '@/lib/dates.ts';
import { adminPacksQueryOptions } from '../api/packs.ts';
import { PackActionDialog, SellDialog } from './pack-dialogs.tsx';
import { PackTypeForm } from './pack-type-form.tsx';
import { RowActions } from '@/components/row-actions.tsx';
import { ScrollTable } from '@/components/table-head.tsx';
import { i18n } from '@/i18n/index.ts';

const STATUS: Record<AdminMemberPack['status'], string> = {
  pending: 'Pendiente',
  active: 'Activo',
  expired: 'Caducado',
  refunded: 'Reembolsado',
  cancelled: 'Cancelado',
};

const day = (iso: string | null) => (iso ? formatShortDate(iso) : '—');

function Stats({ stats }: { stats: AdminPacksResponse['stats'] }) {
  return (
    <Group gap="xl" aria-label="Estadísticas de bonos" role="group">
      <Text>{`Vendidos: ${stats.sold}`}</Text>
      <Text>{`Ingresos: ${formatEurosInSpanish(stats.revenue)}`}</Text>
      <Text>{`Activos: ${stats.active}`}</Text>
      <Text>{`Usos consumidos: ${stats.usesConsumed}`}</Text>
      <Text>{`Usos sin gastar al terminar: ${stats.usesUnusedAtEnd}`}</Text>
    </Group>
  );
}

function TypesTable({ types, onEdit }: { types: PackType[]; onEdit: (t: PackType) => void }) {
  return (
    // Scrolled on its own on a phone, its buttons with it, so the page never scrolls sideways.
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label="Tipos de bono">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Bono</Table.Th>
            <Table.Th>Paga</Table.Th>
            <Table.Th>Usos</Table.Th>
            <Table.Th>Precio</Table.Th>
            <Table.Th>Validez</Table.Th>
            <Table.Th>A la venta</Table.Th>
            <Table.Th>Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {types.map((t) => (
            <Table.Tr key={t._id}>
              <Table.Td>{t.name}</Table.Td>
              <Table.Td>{i18n._(packTermsLabel(t))}</Table.Td>
              <Table.Td>{t.uses}</Table.Td>
              <Table.Td>{formatEurosInSpanish(t.price)}</Table.Td>
              <Table.Td>{`${t.validityDays} días`}</Table.Td>
              <Table.Td>{t.active ? 'Sí' : 'No'}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" onClick={() => onEdit(t)}>
                  Editar
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
  return (
    <ScrollTable
      striped
      label="Bonos vendidos"
      minWidth={640}
      columns={['Socio', 'Bono', 'Usos', 'Caduca', 'Estado', 'Cobro', 'Acciones']}
    >
      {packs.map((p) => {
        const open = p.status === 'active' || p.status === 'expired';
        return (
          <Table.Tr key={p._id}>
            <Table.Td>{p.user.name}</Table.Td>
            <Table.Td>{p.name}</Table.Td>
            <Table.Td>{`${p.usesLeft} / ${p.uses}`}</Table.Td>
            <Table.Td>{day(p.expiresAt)}</Table.Td>
            <Table.Td>{STATUS[p.status]}</Table.Td>
            <Table.Td>{PACK_METHOD_LABELS[p.method]}</Table.Td>
            <RowActions>
              {open && (
                <>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`Ampliar ${p.name} de ${p.user.name}`}
                    onClick={() => onAct({ pack: p, action: 'extend' })}
                  >
                    Ampliar
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={`Reembolsar ${p.name} de ${p.user.name}`}
                    onClick={() => onAct({ pack: p, action: 'refund' })}
                  >
                    Reembolsar
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
  const query = useQuery(adminPacksQueryOptions());
  const [editing, setEditing] = useState<PackType | 'new' | null>(null);
  const [selling, setSelling] = useState(false);
  const [acting, setActing] = useState<Acting>(null);
  return (
    <Stack>
      <PageTitle>Bonos</PageTitle>
      {query.isPending ? (
        <Loader aria-label="Cargando bonos" />
      ) : query.isError ? (
        <Alert color="red">Error al cargar los bonos.</Alert>
      ) : (
        <>
          <Stats stats={query.data.stats} />
          <Group>
            <Button onClick={() => setEditing('new')}>Nuevo bono</Button>
            <Button
              variant="light"
              onClick={() => setSelling(true)}
              disabled={query.data.types.length === 0}
            >
              Vender en recepción
            </Button>
          </Group>
          <Title order={2} size="h4">
            Bonos a la venta
          </Title>
          <TypesTable types={query.data.types} onEdit={setEditing} />
          <Title order={2} size="h4">
            Bonos vendidos
          </Title>
          <SoldTable packs={query.data.packs} onAct={setActing} />
          {selling && (
            <SellDialog
              types={query.data.types.filter((t) => t.active)}
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
