import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MemberPack, PackType } from '@/api/packs.ts';
import { canMemberRefund, packTermsLabel } from '@/domain/packs.ts';
import { formatEurosInSpanish } from '@/domain/money.ts';
import { packsQueryOptions } from '@/lib/queries.ts';
import { useGiveBackPack } from '../api/packs.ts';
import { BuyPackDialog } from './buy-pack-dialog.tsx';
import { usePacksLive } from './use-packs-live.ts';
import { t } from '@/i18n/index.ts';

const STATUS_LABELS: Record<MemberPack['status'], string> = {
  pending: 'Pendiente de pago',
  active: 'Activo',
  expired: 'Caducado',
  refunded: 'Reembolsado',
  cancelled: 'Cancelado',
};

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('es-ES', { dateStyle: 'medium' }) : '—';

/** 'Devolver': an unused pack's price back to the wallet, after a confirmation. */
function GiveBack({ pack }: { pack: MemberPack }) {
  const [asking, setAsking] = useState(false);
  const giveBack = useGiveBackPack();
  if (!canMemberRefund(pack).ok) return null;
  return (
    <>
      <Button size="xs" variant="subtle" mt="xs" onClick={() => setAsking(true)}>
        Devolver al monedero
      </Button>
      {asking && (
        <Modal opened onClose={() => setAsking(false)} title="Devolver bono" centered>
          <Stack>
            <Text>{`Se devolverán ${formatEurosInSpanish(pack.price)} a tu monedero. Un bono usado ya no se puede devolver.`}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(false)}>
                Cancelar
              </Button>
              <Button
                loading={giveBack.isPending}
                onClick={() => giveBack.mutate(pack._id, { onSuccess: () => setAsking(false) })}
              >
                Devolver
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}

function OwnedPack({ pack }: { pack: MemberPack }) {
  return (
    <Card withBorder padding="sm" aria-label={pack.name}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{pack.name}</Text>
        <Badge color={pack.status === 'active' ? 'green' : 'gray'}>
          {STATUS_LABELS[pack.status]}
        </Badge>
      </Group>
      <Text size="sm">{t(packTermsLabel(pack))}</Text>
      <Text size="sm">{`Usos disponibles: ${pack.usesLeft} de ${pack.uses}`}</Text>
      <Text size="sm">{`Caduca: ${day(pack.expiresAt)}`}</Text>
      <GiveBack pack={pack} />
    </Card>
  );
}

function OnSale({ type, onBuy }: { type: PackType; onBuy: () => void }) {
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between">
        <Stack gap={0}>
          <Text fw={600}>{type.name}</Text>
          <Text size="sm">{`${t(packTermsLabel(type))} · ${type.uses} usos · ${type.validityDays} días`}</Text>
        </Stack>
        <Button onClick={onBuy} aria-label={`Comprar ${type.name}`}>
          {`Comprar (${formatEurosInSpanish(type.price)})`}
        </Button>
      </Group>
    </Card>
  );
}

/** The Monedero tab's 'Mis bonos': each pack's uses left and end, and the packs on sale. */
export function MyPacks() {
  const packs = useQuery(packsQueryOptions());
  const [buying, setBuying] = useState<PackType | null>(null);
  usePacksLive();
  if (packs.isPending) return <Loader aria-label="Cargando bonos" />;
  if (packs.isError) return <Alert color="red">Error al cargar los bonos.</Alert>;
  const { types, packs: mine } = packs.data;
  return (
    <Stack mt="lg">
      <Title order={2} size="h3">
        Mis bonos
      </Title>
      {mine.length === 0 ? (
        <Text c="dimmed">Todavía no tienes bonos.</Text>
      ) : (
        mine.map((p) => <OwnedPack key={p._id} pack={p} />)
      )}
      {types.length > 0 && (
        <>
          <Title order={3} size="h4">
            Bonos a la venta
          </Title>
          {types.map((t) => (
            <OnSale key={t._id} type={t} onBuy={() => setBuying(t)} />
          ))}
        </>
      )}
      {buying && <BuyPackDialog type={buying} onClose={() => setBuying(null)} />}
    </Stack>
  );
}
