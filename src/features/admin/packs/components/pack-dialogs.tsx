import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminMemberPack, PackType } from '@/api/packs.ts';
import { packBuyersQueryOptions, usePackAction, useSellPack } from '../api/packs.ts';

function Actions({ onClose, busy, label }: { onClose: () => void; busy: boolean; label: string }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        Cancelar
      </Button>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
    </Group>
  );
}

/** 'Vender en recepción': a member, a pack, and how it was paid (cash or card terminal). */
export function SellDialog({ types, onClose }: { types: PackType[]; onClose: () => void }) {
  const buyers = useQuery(packBuyersQueryOptions()).data ?? [];
  const sell = useSellPack();
  const [userId, setUserId] = useState<string | null>(null);
  const [packTypeId, setPackTypeId] = useState<string | null>(types[0]?._id ?? null);
  const [method, setMethod] = useState<'cash' | 'card_terminal'>('cash');
  return (
    <Modal opened onClose={onClose} title="Vender en recepción" centered>
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
            label="Socio"
            searchable
            required
            data={buyers.map((u) => ({ value: u._id, label: `${u.name} (${u.email})` }))}
            value={userId}
            onChange={setUserId}
          />
          <Select
            label="Bono"
            required
            data={types.map((t) => ({ value: t._id, label: t.name }))}
            value={packTypeId}
            onChange={setPackTypeId}
          />
          <Select
            label="Cobro"
            data={[
              { value: 'cash', label: 'Efectivo' },
              { value: 'card_terminal', label: 'Datáfono' },
            ]}
            value={method}
            onChange={(value) => value && setMethod(value as 'cash' | 'card_terminal')}
            allowDeselect={false}
          />
          <Actions onClose={onClose} busy={sell.isPending} label="Vender" />
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
  const run = usePackAction();
  const [days, setDays] = useState<number>(30);
  const [reason, setReason] = useState('');
  const title = action === 'extend' ? 'Ampliar bono' : 'Reembolsar bono';
  return (
    <Modal opened onClose={onClose} title={`${title}: ${pack.name} de ${pack.user.name}`} centered>
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
              label="Días"
              min={1}
              value={days}
              onChange={(value) => setDays(typeof value === 'number' ? value : 0)}
            />
          )}
          <TextInput
            label="Motivo"
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Actions
            onClose={onClose}
            busy={run.isPending}
            label={action === 'extend' ? 'Ampliar' : 'Reembolsar'}
          />
        </Stack>
      </form>
    </Modal>
  );
}
