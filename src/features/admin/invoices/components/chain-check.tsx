import { Alert, Button, Group } from '@mantine/core';
import { useT } from '@/i18n/react.tsx';
import { useCheckChain } from '../api/invoices.ts';

/**
 * 'Comprobar cadena': the server recomputes each record's fingerprint and its link to the one
 * before; the answer is the number of records that hold, or the first that does not.
 */
export function ChainCheck() {
  const t = useT();
  const check = useCheckChain();
  const answer = check.data;
  return (
    <Group align="center" gap="sm">
      <Button variant="light" loading={check.isPending} onClick={() => check.mutate()}>
        {t('invoices.adminChainCheck')}
      </Button>
      {answer && answer.intact && (
        <Alert color="green" py={6} role="status">
          {t('invoices.adminChainIntact', { count: answer.records })}
        </Alert>
      )}
      {answer && !answer.intact && (
        <Alert color="red" py={6} role="alert">
          {answer.brokenAt
            ? t('invoices.adminChainBroken', {
                number: answer.brokenAt.number,
                position: answer.brokenAt.position,
              })
            : t('invoices.adminChainBrokenUnknown')}
        </Alert>
      )}
    </Group>
  );
}
