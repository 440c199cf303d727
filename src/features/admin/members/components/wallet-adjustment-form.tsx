import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { checkWalletAdjustment, type WalletAdjustment } from '@/domain/admin.ts';
import { eurosToCents, parseEuros } from '@/domain/money.ts';
import { EuroInput } from '@/components/euro-input.tsx';
import { useAdjustWallet } from '../api/users.ts';

/**
 * A credit or a debit of the member's wallet with its mandatory reason: one ledger entry, never
 * an edit of the balance. Checked with the server's rule (a debit the balance cannot cover is
 * refused here already).
 */
export function WalletAdjustmentForm({
  userId,
  balance,
}: {
  userId: string;
  /** Euros. */
  balance: number;
}) {
  const adjust = useAdjustWallet();
  const [type, setType] = useState<WalletAdjustment['type']>('credit');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const adjustment = { type, amount: parseEuros(amount) ?? Number.NaN, reason: reason.trim() };
    const problem = checkWalletAdjustment(adjustment, eurosToCents(balance));
    setError(problem);
    if (problem) return;
    adjust.mutate(
      { userId, ...adjustment },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Ajuste del monedero">
      <Stack gap="xs">
        <SegmentedControl
          value={type}
          onChange={(value) => setType(value as WalletAdjustment['type'])}
          data={[
            { value: 'credit', label: 'Abonar' },
            { value: 'debit', label: 'Cargar' },
          ]}
        />
        <Group align="flex-start" grow>
          <EuroInput label="Importe (€)" min={0} value={amount} onChange={setAmount} />
          <TextInput
            label="Motivo"
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </Group>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={adjust.isPending}>
            Registrar ajuste
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
