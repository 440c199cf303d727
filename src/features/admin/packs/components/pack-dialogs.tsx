import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminMemberPack, PackType } from '@/api/packs.ts';
import { packBuyersQueryOptions, usePackAction, useSellPack } from '../api/packs.ts';
import { useT } from '@/i18n/react.tsx';

function Actions({ onClose, busy, label }: { onClose: () => void; busy: boolean; label: string }) {
  const t = useT();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t('admin.cancel')}
      </Button>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
    </Group>
  );
}

/** 'Vender en recepción': a member, a pack, and how it was paid (cash or card terminal). */
export function SellDialog({ types, onClose }: { types: PackType[]; onClose: () => void }) {
  const t = useT();
  const buyers = useQuery(packBuyersQueryOptions()).data ?? [];
  const sell = useSellPack();
  const [userId, setUserId] = useState<string | null>(null);
  const [packTypeId, setPackTypeId] = useState<string | null>(types[0]?._id ?? null);
  const [method, setMethod] = useState<'cash' | 'card_terminal'>('cash');
  return (
    <Modal opened onClose={onClose} title={t('admin.packSellAtDesk')} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (userId && packTypeId) {
            sell.mutate({ userId, packTypeId, method }, { onSuccess: onClose });
          }
        }}
      >
        <Stack>
          <Select
            label={t('admin.colMember')}
            searchable
            required
            data={buyers.map((u) => ({ value: u._id, label: `${u.name} (${u.email})` }))}
            value={userId}
            onChange={setUserId}
          />
          <Select
            label={t('admin.pack')}
            required
            data={types.map((type) => ({ value: type._id, label: type.name }))}
            value={packTypeId}
            onChange={setPackTypeId}
          />
          <Select
            label={t('admin.colPaidBy')}
            data={[
              { value: 'cash', label: t('admin.cash') },
              { value: 'card_terminal', label: t('admin.cardTerminal') },
            ]}
            value={method}
            onChange={(value) => value && setMethod(value as 'cash' | 'card_terminal')}
            allowDeselect={false}
          />
          <Actions onClose={onClose} busy={sell.isPending} label={t('admin.sell')} />
        </Stack>
      </form>
    </Modal>
  );
}

/** 'Ampliar' (days) or 'Reembolsar' (the unused value to the wallet), each with a reason. */
export function PackActionDialog({
  pack,
  action,
  onClose,
}: {
  pack: AdminMemberPack;
  action: 'extend' | 'refund';
  onClose: () => void;
}) {
  const t = useT();
  const run = usePackAction();
  const [days, setDays] = useState<number>(30);
  const [reason, setReason] = useState('');
  const values = { pack: pack.name, name: pack.user.name };
  const title =
    action === 'extend' ? t('admin.packExtendTitle', values) : t('admin.packRefundTitle', values);
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const body = action === 'extend' ? { days, reason } : { reason };
          run.mutate({ id: pack._id, action, body }, { onSuccess: onClose });
        }}
      >
        <Stack>
          {action === 'extend' && (
            <NumberInput
              label={t('admin.colDays')}
              min={1}
              value={days}
              onChange={(value) => setDays(typeof value === 'number' ? value : 0)}
            />
          )}
          <TextInput
            label={t('admin.reason')}
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Actions
            onClose={onClose}
            busy={run.isPending}
            label={action === 'extend' ? t('admin.extend') : t('admin.refund')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
