import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Invoice } from '@/api/invoices.ts';
import { formatShortDate } from '@/lib/dates.ts';
import { useT } from '@/i18n/react.tsx';
import { invoicePdfUrl, invoiceQrUrl, invoiceQueryOptions } from '../api/invoices.ts';
import { InvoiceBreakdown, InvoiceLines } from './invoice-tables.tsx';
import { RequestFullInvoice } from './request-full-invoice.tsx';
import { TYPE_LABELS } from './type-labels.ts';

type Party = NonNullable<Invoice['recipient']>;
type InvoiceRef = NonNullable<Invoice['replacedBy']>;

function PartyBlock({ heading, party }: { heading: string; party: Party }) {
  const t = useT();
  return (
    <Stack gap={0} aria-label={heading}>
      <Text size="xs" c="dimmed">
        {heading}
      </Text>
      <Text fw={600}>{party.name}</Text>
      <Text size="sm">{t('invoices.nifLine', { nif: party.nif })}</Text>
      <Text size="sm">{party.address}</Text>
    </Stack>
  );
}

/** A link to another ticket or invoice ('Rectifica la factura …', 'Sustituida por …'). */
function RefLink({ invoice, text }: { invoice: InvoiceRef; text: string }) {
  return (
    <Anchor
      renderRoot={(props) => (
        <Link to="/profile/invoices/$invoiceId" params={{ invoiceId: invoice._id }} {...props} />
      )}
    >
      {text}
    </Anchor>
  );
}

/** AEAT's QR code, 'VERI*FACTU' above it and AEAT's sentence below when the records go there. */
function QrBlock({ invoice }: { invoice: Invoice }) {
  const t = useT();
  return (
    <Stack gap={4} align="center" maw={180}>
      {invoice.verifactu && <Text fw={700}>{t('invoices.verifactuLegend')}</Text>}
      <Image
        src={invoiceQrUrl(invoice._id)}
        alt={t('invoices.qrAlt', { number: invoice.number })}
        w={140}
        h={140}
      />
      {invoice.verifactu && (
        <Text size="xs" ta="center">
          {t('invoices.verifiable')}
        </Text>
      )}
    </Stack>
  );
}

function Links({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const { corrects, correctedBy, replacedBy } = invoice;
  if (!corrects && correctedBy.length === 0 && !replacedBy) return null;
  return (
    <Stack gap={4}>
      {corrects && (
        <RefLink invoice={corrects} text={t('invoices.corrects', { number: corrects.number })} />
      )}
      {correctedBy.map((c) => (
        <RefLink key={c._id} invoice={c} text={t('invoices.correctedBy', { number: c.number })} />
      ))}
      {replacedBy && (
        <RefLink
          invoice={replacedBy}
          text={t('invoices.replacedBy', { number: replacedBy.number })}
        />
      )}
    </Stack>
  );
}

function InvoiceView({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const [requesting, setRequesting] = useState(false);
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Stack gap="sm">
            <Title order={1} size="h2">
              {t(TYPE_LABELS[invoice.type])}
            </Title>
            {invoice.voided && (
              <Alert color="red" title={t('invoices.voided')}>
                {t('invoices.voidedExplained')}
              </Alert>
            )}
            <Text>{`${t('invoices.numberLabel')}: ${invoice.number}`}</Text>
            <Text>{`${t('invoices.dateLabel')}: ${formatShortDate(invoice.day)}`}</Text>
            <PartyBlock heading={t('invoices.issuer')} party={invoice.issuer} />
            {invoice.recipient && (
              <PartyBlock heading={t('invoices.recipient')} party={invoice.recipient} />
            )}
          </Stack>
          <QrBlock invoice={invoice} />
        </Group>
        <Links invoice={invoice} />
        <InvoiceLines invoice={invoice} />
        <InvoiceBreakdown invoice={invoice} />
        <Group>
          <Button component="a" href={invoicePdfUrl(invoice._id)} download>
            {t('invoices.download')}
          </Button>
          {invoice.canRequestFull && (
            <Button variant="light" onClick={() => setRequesting(true)}>
              {t('invoices.requestFull')}
            </Button>
          )}
        </Group>
      </Stack>
      {requesting && (
        <RequestFullInvoice invoiceId={invoice._id} onClose={() => setRequesting(false)} />
      )}
    </Card>
  );
}

/** One ticket or invoice whole, as its holder reads it and the PDF prints it. */
export function InvoicePage({ invoiceId }: { invoiceId: string }) {
  const t = useT();
  const invoice = useQuery(invoiceQueryOptions(invoiceId));
  return (
    <Stack>
      <Anchor
        renderRoot={(props) => <Link to="/profile" search={{ tab: 'monedero' }} {...props} />}
      >
        {t('invoices.backToWallet')}
      </Anchor>
      {invoice.isPending ? (
        <Loader aria-label={t('invoices.loading')} />
      ) : invoice.isError ? (
        <Alert color="red">{t('invoices.notFound')}</Alert>
      ) : (
        <InvoiceView invoice={invoice.data} />
      )}
    </Stack>
  );
}
