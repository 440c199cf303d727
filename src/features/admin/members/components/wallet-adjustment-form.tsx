import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkWalletAdjustment, type WalletAdjustment } from '@/domain/admin.ts';
import { eurosToCents, parseEuros } from '@/domain/money.ts';
import { EuroInput } from '@/components/euro-input.tsx';
import { useAdjustWallet } from '../api/users.ts';
import { useT } from '@/i18n/react.tsx';

interface Values {
  type: WalletAdjustment['type'];
  amount: number | string;
  reason: string;
}

const EMPTY: Values = { type: 'credit', amount: '', reason: '' };

const adjustmentOf = ({ type, amount, reason }: Values): WalletAdjustment => ({
  type,
  amount: parseEuros(amount) ?? Number.NaN,
  reason: reason.trim(),
});

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
  const t = useT();
  const adjust = useAdjustWallet();
  const form = useForm({
    initialValues: EMPTY,
    transformValues: adjustmentOf,
    // The server's rule says one problem at a time, shown above the button ('' = the form).
    validate: (values) => {
      const problem = checkWalletAdjustment(adjustmentOf(values), eurosToCents(balance));
      return problem ? { '': t(problem) } : {};
    },
    clearInputErrorOnChange: false,
  });
  const error = form.errors[''];

  const submit = form.onSubmit((adjustment) =>
    adjust.mutate(
      { userId, ...adjustment },
      { onSuccess: () => form.setValues({ amount: '', reason: '' }) },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.walletAdjustment')}>
      <Stack gap="xs">
        <SegmentedControl
          value={form.values.type}
          onChange={(value) => form.setFieldValue('type', value as WalletAdjustment['type'])}
          data={[
            { value: 'credit', label: t('admin.walletCredit') },
            { value: 'debit', label: t('admin.walletDebit') },
          ]}
        />
        <Group align="flex-start" grow>
          <EuroInput label={t('admin.amountEuros')} min={0} {...form.getInputProps('amount')} />
          <TextInput label={t('admin.reason')} required {...form.getInputProps('reason')} />
        </Group>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={adjust.isPending}>
            {t('admin.walletSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
