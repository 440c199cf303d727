import { Alert, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { fullInvoiceBodySchema, type FullInvoiceBody } from '@/api/invoices.ts';
import { isValidNif, normalNif } from '@/domain/invoicing.ts';
import { FormActions } from '@/components/dialog-actions.tsx';
import { failureMessage } from '@/lib/failures.ts';
import { notifySuccess } from '@/lib/feedback.tsx';
import { contractForm } from '@/lib/form-errors.ts';
import { useT } from '@/i18n/react.tsx';
import { useRequestFullInvoice } from '../api/invoices.ts';

const bodyOf = (values: FullInvoiceBody): FullInvoiceBody => ({
  ...values,
  nif: normalNif(values.nif),
});

/**
 * 'Solicitar factura': the buyer's NIF or NIE (its control letter checked here, as AEAT refuses a
 * record with a malformed one), name and address. Once issued, the new invoice is shown.
 */
export function RequestFullInvoice({
  invoiceId,
  onClose,
}: {
  invoiceId: string;
  onClose: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const request = useRequestFullInvoice(invoiceId);
  const contract = contractForm(fullInvoiceBodySchema, bodyOf);
  const form = useForm({
    initialValues: { nif: '', name: '', address: '' },
    ...contract,
    validate: (values) => {
      const errors = contract.validate(values);
      if (!errors.nif && !isValidNif(values.nif)) errors.nif = t('invoices.nifInvalid');
      return errors;
    },
  });
  const submit = (body: FullInvoiceBody) =>
    request.mutate(body, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onClose();
        void navigate({
          to: '/profile/invoices/$invoiceId',
          params: { invoiceId: answer.invoice._id },
        });
      },
    });
  return (
    <Modal opened onClose={onClose} title={t('invoices.requestFull')} centered>
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('invoices.requestFull')}>
        <Stack>
          <Text size="sm">{t('invoices.requestFullIntro')}</Text>
          {request.isError && (
            <Alert color="red">{failureMessage(request.error, t('invoices.requestFailed'))}</Alert>
          )}
          <TextInput
            label={t('invoices.nif')}
            required
            autoComplete="off"
            {...form.getInputProps('nif')}
          />
          <TextInput
            label={t('invoices.name')}
            required
            autoComplete="organization"
            {...form.getInputProps('name')}
          />
          <Textarea
            label={t('invoices.address')}
            required
            rows={2}
            autoComplete="street-address"
            {...form.getInputProps('address')}
          />
          <FormActions
            busy={request.isPending}
            submitLabel={t('invoices.send')}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
