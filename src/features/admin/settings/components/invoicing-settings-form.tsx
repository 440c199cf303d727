import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { invoicingSettingsSchema, type InvoicingSettingsView } from '@/api/invoices.ts';
import { DECIMAL_COMMA } from '@/components/euro-input.tsx';
import { isValidNif, normalNif, SALE_KINDS, type SaleKind } from '@/domain/invoicing.ts';
import { t as translate } from '@/i18n/index.ts';
import { useT } from '@/i18n/react.tsx';
import { Section } from './settings-section.tsx';
import { contractForm, numberOrNull } from '@/lib/form-errors.ts';
import { useSaveInvoicingSettings } from '@/features/admin/invoices/api/invoicing-settings.ts';
import { SALE_KIND_LABELS } from '@/features/admin/shared/components/invoice-labels.ts';

type VatValues = { rate: number | string; exempt: boolean };
type Values = Omit<InvoicingSettingsView, 'vat'> & { vat: Record<SaleKind, VatValues> };

const SERIES_ROLES = [
  { role: 'ticket', label: 'invoices.adminSettingsSeriesTicket' },
  { role: 'full', label: 'invoices.adminSettingsSeriesFull' },
  { role: 'correction', label: 'invoices.adminSettingsSeriesCorrection' },
] as const;

/** Series codes are capitals; an exempt kind keeps its rate for when it stops being exempt. */
const bodyOf = (values: Values) => ({
  ...values,
  issuer: { ...values.issuer, nif: normalNif(values.issuer.nif) },
  series: {
    ticket: values.series.ticket.trim().toUpperCase(),
    full: values.series.full.trim().toUpperCase(),
    correction: values.series.correction.trim().toUpperCase(),
  },
  vat: Object.fromEntries(
    SALE_KINDS.map((kind) => {
      const { rate, exempt } = values.vat[kind];
      return [kind, { exempt, rate: numberOrNull(rate) ?? (exempt ? 0 : null) }];
    }),
  ),
});

const contract = contractForm(invoicingSettingsSchema, bodyOf);
/** What the VAT rows use of the form: its values and the binding of an input. */
type Form = Pick<UseFormReturnType<Values>, 'getInputProps' | 'values'>;

/** The contract's rules, then the NIF's control character, which the schema leaves to the domain. */
function validate(values: Values): Record<string, string> {
  const errors = contract.validate(values);
  const nif = values.issuer.nif.trim();
  if (nif && !isValidNif(nif)) errors['issuer.nif'] = translate('invoices.nifInvalid');
  return errors;
}

function VatSection({ form }: { form: Form }) {
  const t = useT();
  return (
    <Section title={t('invoices.adminSettingsVat')} hint={t('invoices.adminSettingsVatHint')}>
      {SALE_KINDS.map((kind) => {
        const label = t(SALE_KIND_LABELS[kind]);
        const exempt = form.values.vat[kind].exempt;
        return (
          <Group key={kind} align="flex-end" wrap="wrap" role="group" aria-label={label}>
            <NumberInput
              label={t('invoices.adminSettingsVatRate', { kind: label })}
              min={0}
              max={100}
              decimalScale={2}
              {...DECIMAL_COMMA}
              disabled={exempt}
              w={220}
              {...form.getInputProps(`vat.${kind}.rate`)}
            />
            <Checkbox
              label={t('invoices.adminSettingsExempt')}
              mb={8}
              {...form.getInputProps(`vat.${kind}.exempt`, { type: 'checkbox' })}
            />
          </Group>
        );
      })}
    </Section>
  );
}

/**
 * 'Ajustes → Facturación': who issues the tickets, how they are numbered, whether the records go
 * to AEAT, and the VAT of each kind of sale. Checked with the contract's schema and the NIF's
 * control character before it is sent.
 */
export function InvoicingSettingsForm({
  settings,
  ready,
}: {
  settings: InvoicingSettingsView;
  ready: boolean;
}) {
  const t = useT();
  const save = useSaveInvoicingSettings();
  const form = useForm({
    initialValues: settings as Values,
    ...contract,
    validate,
  });
  return (
    <form
      onSubmit={form.onSubmit((body) => save.mutate(body))}
      noValidate
      aria-label={t('invoices.adminSettingsForm')}
    >
      <Stack>
        {!ready && <Alert color="yellow">{t('invoices.adminNotReady')}</Alert>}
        <Section
          title={t('invoices.adminSettingsIssuer')}
          hint={t('invoices.adminSettingsIssuerHint')}
        >
          <TextInput label={t('invoices.adminSettingsNif')} {...form.getInputProps('issuer.nif')} />
          <TextInput
            label={t('invoices.adminSettingsLegalName')}
            {...form.getInputProps('issuer.name')}
          />
          <TextInput
            label={t('invoices.adminSettingsAddress')}
            {...form.getInputProps('issuer.address')}
          />
        </Section>
        <Section
          title={t('invoices.adminSettingsSeries')}
          hint={t('invoices.adminSettingsSeriesHint')}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {SERIES_ROLES.map(({ role, label }) => (
              <TextInput key={role} label={t(label)} {...form.getInputProps(`series.${role}`)} />
            ))}
          </SimpleGrid>
        </Section>
        <Section title={t('invoices.adminSettingsSystem')}>
          <Radio.Group label={t('invoices.adminSettingsMode')} {...form.getInputProps('mode')}>
            <Stack gap="xs" mt={4}>
              <Radio value="verifactu" label={t('invoices.adminSettingsModeVerifactu')} />
              <Radio value="local" label={t('invoices.adminSettingsModeLocal')} />
            </Stack>
          </Radio.Group>
          <Radio.Group
            label={t('invoices.adminSettingsEnvironment')}
            {...form.getInputProps('environment')}
          >
            <Group mt={4}>
              <Radio value="test" label={t('invoices.adminSettingsEnvironmentTest')} />
              <Radio value="production" label={t('invoices.adminSettingsEnvironmentProduction')} />
            </Group>
          </Radio.Group>
        </Section>
        <VatSection form={form} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('invoices.adminSettingsSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
