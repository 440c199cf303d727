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
import { formatEuros } from '@/lib/euros.ts';
import { intlLocale } from '@/i18n/index.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';
import { packsQueryOptions } from '@/lib/queries.ts';
import { useGiveBackPack } from '../api/packs.ts';
import { BuyPackDialog } from './buy-pack-dialog.tsx';
import { usePacksLive } from './use-packs-live.ts';

const STATUS_LABELS: Record<MemberPack['status'], MessageKey> = {
  pending: 'packs.statusPending',
  active: 'packs.statusActive',
  expired: 'packs.statusExpired',
  refunded: 'packs.statusRefunded',
  cancelled: 'packs.statusCancelled',
};

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(intlLocale(), { dateStyle: 'medium' }) : '—';

/** 'Devolver': an unused pack's price back to the wallet, after a confirmation. */
function GiveBack({ pack }: { pack: MemberPack }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const giveBack = useGiveBackPack();
  if (!canMemberRefund(pack).ok) return null;
  return (
    <>
      <Button size="xs" variant="subtle" mt="xs" onClick={() => setAsking(true)}>
        {t('packs.giveBackToWallet')}
      </Button>
      {asking && (
        <Modal opened onClose={() => setAsking(false)} title={t('packs.giveBackTitle')} centered>
          <Stack>
            <Text>{t('packs.giveBackConfirm', { amount: formatEuros(pack.price) })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(false)}>
                {t('packs.cancel')}
              </Button>
              <Button
                loading={giveBack.isPending}
                onClick={() => giveBack.mutate(pack._id, { onSuccess: () => setAsking(false) })}
              >
                {t('packs.giveBack')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}

function OwnedPack({ pack }: { pack: MemberPack }) {
  const t = useT();
  return (
    <Card withBorder padding="sm" aria-label={pack.name}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{pack.name}</Text>
        <Badge color={pack.status === 'active' ? 'green' : 'gray'}>
          {t(STATUS_LABELS[pack.status])}
        </Badge>
      </Group>
      <Text size="sm">{t(packTermsLabel(pack))}</Text>
      <Text size="sm">{t('packs.usesLeft', { left: pack.usesLeft, uses: pack.uses })}</Text>
      <Text size="sm">{t('packs.expires', { date: day(pack.expiresAt) })}</Text>
      <GiveBack pack={pack} />
    </Card>
  );
}

function OnSale({ type, onBuy }: { type: PackType; onBuy: () => void }) {
  const t = useT();
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between">
        <Stack gap={0}>
          <Text fw={600}>{type.name}</Text>
          <Text size="sm">
            {`${t(packTermsLabel(type))} · ${t('packs.uses', { count: type.uses })} · ${t('packs.days', { count: type.validityDays })}`}
          </Text>
        </Stack>
        <Button onClick={onBuy} aria-label={t('packs.buyLabel', { name: type.name })}>
          {t('packs.buyFor', { amount: formatEuros(type.price) })}
        </Button>
      </Group>
    </Card>
  );
}

/** The Monedero tab's 'Mis bonos': each pack's uses left and end, and the packs on sale. */
export function MyPacks() {
  const t = useT();
  const packs = useQuery(packsQueryOptions());
  const [buying, setBuying] = useState<PackType | null>(null);
  usePacksLive();
  if (packs.isPending) return <Loader aria-label={t('packs.loading')} />;
  if (packs.isError) return <Alert color="red">{t('packs.loadFailed')}</Alert>;
  const { types, packs: mine } = packs.data;
  return (
    <Stack mt="lg">
      <Title order={2} size="h3">
        {t('packs.myPacks')}
      </Title>
      {mine.length === 0 ? (
        <Text c="dimmed">{t('packs.none')}</Text>
      ) : (
        mine.map((p) => <OwnedPack key={p._id} pack={p} />)
      )}
      {types.length > 0 && (
        <>
          <Title order={3} size="h4">
            {t('packs.onSale')}
          </Title>
          {types.map((type) => (
            <OnSale key={type._id} type={type} onBuy={() => setBuying(type)} />
          ))}
        </>
      )}
      {buying && <BuyPackDialog type={buying} onClose={() => setBuying(null)} />}
    </Stack>
  );
}
