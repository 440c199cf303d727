import { describe, expect, it } from 'vitest';
import { aeatSchemaErrors, soapBodyElement } from '#tests/helpers/aeat-schema.ts';
import { answerElement, faultXml, type ReceivedRecord } from '#tests/helpers/fake-aeat.ts';
import {
  CHAIN,
  CLUB,
  SOFTWARE_CONFIG,
  cancellation,
  firstTicket,
  fullInvoice,
  manyTickets,
  mixedTicket,
  ticketRefund,
} from './aeat-fixtures.ts';
import type { BillingRecord } from '@/domain/billing-records.ts';
import {
  AeatFault,
  AeatUnreadable,
  parseRegFactuResponse,
  regFactuRequest,
  SOFTWARE,
  xmlRate,
} from './xml.ts';

/** The request for these records, its Body element checked against AEAT's SuministroLR.xsd. */
async function validRequest(records: BillingRecord[]): Promise<string> {
  const element = soapBodyElement(regFactuRequest(CLUB, records, SOFTWARE_CONFIG));
  expect(await aeatSchemaErrors(element, 'request')).toEqual([]);
  return element;
}

describe('AEAT rates', () => {
  it('writes a rate as an amount: a dot and two decimals', () => {
    expect(xmlRate(2100)).toBe('21.00');
    expect(xmlRate(550)).toBe('5.50');
  });
});

describe('RegFactuSistemaFacturacion against SuministroLR.xsd', () => {
  it('registers the first ticket (F2) of the issuer, without a recipient', async () => {
    const xml = await validRequest([firstTicket]);
    expect(xml).toContain('<sf:PrimerRegistro>S</sf:PrimerRegistro>');
    expect(xml).toContain('<sf:TipoFactura>F2</sf:TipoFactura>');
    expect(xml).toContain('<sf:FechaExpedicionFactura>14-03-2027</sf:FechaExpedicionFactura>');
    expect(xml).toContain('<sf:TipoImpositivo>21.00</sf:TipoImpositivo>');
    expect(xml).toContain(
      '<sf:BaseImponibleOimporteNoSujeto>10.21</sf:BaseImponibleOimporteNoSujeto>',
    );
    expect(xml).toContain('<sf:CuotaRepercutida>2.14</sf:CuotaRepercutida>');
    expect(xml).toContain('<sf:ImporteTotal>12.35</sf:ImporteTotal>');
    expect(xml).not.toContain('Destinatarios');
    expect(xml).toContain('<sf:TipoHuella>01</sf:TipoHuella>');
  });

  it('registers a full invoice (F1) to a company, chained after the previous record', async () => {
    const xml = await validRequest([fullInvoice]);
    expect(xml).toContain(
      '<sf:Destinatarios><sf:IDDestinatario><sf:NombreRazon>Empresa &quot;Cliente&quot; S.A.</sf:NombreRazon><sf:NIF>A39200019</sf:NIF>',
    );
    expect(xml).toContain(
      `<sf:RegistroAnterior><sf:IDEmisorFactura>B12345674</sf:IDEmisorFactura><sf:NumSerieFactura>T2027-0000001</sf:NumSerieFactura><sf:FechaExpedicionFactura>14-03-2027</sf:FechaExpedicionFactura><sf:Huella>${firstTicket.fingerprint}</sf:Huella>`,
    );
    expect(xml).toContain(
      '<sf:NombreRazonEmisor>Club de Tenis &amp; Pádel &lt;Prueba&gt;</sf:NombreRazonEmisor>',
    );
  });

  it('registers a correction of a ticket (R5) by differences, with negative amounts', async () => {
    const xml = await validRequest([ticketRefund]);
    expect(xml).toContain(
      '<sf:TipoFactura>R5</sf:TipoFactura><sf:TipoRectificativa>I</sf:TipoRectificativa><sf:FacturasRectificadas><sf:IDFacturaRectificada><sf:IDEmisorFactura>B12345674</sf:IDEmisorFactura><sf:NumSerieFactura>T2027-0000001</sf:NumSerieFactura>',
    );
    expect(xml).toContain(
      '<sf:CuotaTotal>-2.14</sf:CuotaTotal><sf:ImporteTotal>-12.35</sf:ImporteTotal>',
    );
    expect(xml).not.toContain('Destinatarios');
  });

  it('writes an exempt row with its cause and base, without rate or quota', async () => {
    const xml = await validRequest([mixedTicket]);
    expect(xml).toContain(
      '<sf:DetalleDesglose><sf:Impuesto>01</sf:Impuesto><sf:ClaveRegimen>01</sf:ClaveRegimen><sf:OperacionExenta>E1</sf:OperacionExenta><sf:BaseImponibleOimporteNoSujeto>30.00</sf:BaseImponibleOimporteNoSujeto></sf:DetalleDesglose>',
    );
    expect(xml).toContain('<sf:CalificacionOperacion>S1</sf:CalificacionOperacion>');
    expect(xml).toContain(
      '<sf:CuotaTotal>2.14</sf:CuotaTotal><sf:ImporteTotal>42.35</sf:ImporteTotal>',
    );
  });

  it('cancels a record (RegistroAnulacion)', async () => {
    const xml = await validRequest([cancellation]);
    expect(xml).toContain(
      '<sf:RegistroAnulacion><sf:IDVersion>1.0</sf:IDVersion><sf:IDFactura><sf:IDEmisorFacturaAnulada>B12345674</sf:IDEmisorFacturaAnulada><sf:NumSerieFacturaAnulada>T2027-0000002</sf:NumSerieFacturaAnulada>',
    );
    expect(xml).not.toContain('TipoFactura');
  });

  it('sends a whole chain in one request, records in order, with the software described', async () => {
    const xml = await validRequest(CHAIN);
    const ids =
      /<sf:IDFactura><sf:IDEmisorFactura\w*>\w+<\/sf:IDEmisorFactura\w*><sf:NumSerieFactura\w*>([^<]+)</g;
    expect([...xml.matchAll(ids)].map((m) => m[1])).toEqual(CHAIN.map((r) => r.number));
    expect(xml).toContain(
      `<sf:SistemaInformatico><sf:NombreRazon>Club App (pruebas)</sf:NombreRazon><sf:NIF>89890001K</sf:NIF><sf:NombreSistemaInformatico>Club App</sf:NombreSistemaInformatico><sf:IdSistemaInformatico>CA</sf:IdSistemaInformatico><sf:Version>${SOFTWARE.version}</sf:Version><sf:NumeroInstalacion>test-installation-1</sf:NumeroInstalacion><sf:TipoUsoPosibleSoloVerifactu>N</sf:TipoUsoPosibleSoloVerifactu>`,
    );
  });

  it('is checked for real: a record that breaks the schema is reported', async () => {
    const tooLong = { ...firstTicket, number: 'T'.repeat(61) };
    const element = soapBodyElement(regFactuRequest(CLUB, [tooLong], SOFTWARE_CONFIG));
    expect((await aeatSchemaErrors(element, 'request')).join()).toMatch(/NumSerieFactura/);
  });

  it('keeps free texts within the schema: control characters dropped, long texts cut', async () => {
    const wordy = {
      ...fullInvoice,
      issuerName: 'N'.repeat(130),
      description: `Reserva\u0001 ${'x'.repeat(600)}`,
      recipient: { nif: 'A39200019', name: 'ñ'.repeat(121) },
    };
    const xml = await validRequest([wordy]);
    expect(xml).toContain(`<sf:NombreRazonEmisor>${'N'.repeat(120)}</sf:NombreRazonEmisor>`);
    expect(xml).toContain(
      `<sf:DescripcionOperacion>Reserva ${'x'.repeat(492)}</sf:DescripcionOperacion>`,
    );
  });

  it('refuses an empty request and more than 1,000 records', () => {
    expect(() => regFactuRequest(CLUB, [], SOFTWARE_CONFIG)).toThrow(RangeError);
    expect(() => regFactuRequest(CLUB, manyTickets(1001), SOFTWARE_CONFIG)).toThrow(RangeError);
  });
});

describe("AEAT's answer", () => {
  const received: ReceivedRecord[] = [
    {
      operation: 'alta',
      issuerNif: CLUB.nif,
      number: 'T2027-0000001',
      day: '14-03-2027',
      type: 'F2',
      fingerprint: 'A',
      previousFingerprint: null,
    },
    {
      operation: 'anulacion',
      issuerNif: CLUB.nif,
      number: 'T2027-0000002',
      day: '14-03-2027',
      type: null,
      fingerprint: 'B',
      previousFingerprint: 'A',
    },
  ];
  const answer = answerElement(
    { issuerNif: CLUB.nif, records: received },
    [
      {
        state: 'AceptadoConErrores',
        code: 2000,
        message: 'El cálculo de la huella suministrada es incorrecta',
      },
      { state: 'Incorrecto', code: 3002, message: 'No existe el registro de facturación.' },
    ],
    30,
  );

  it('reads each line, the error AEAT gives and the wait (an answer valid for RespuestaSuministro.xsd)', async () => {
    expect(await aeatSchemaErrors(answer, 'answer')).toEqual([]);
    const envelope = `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body>${answer}</env:Body></env:Envelope>`;
    expect(parseRegFactuResponse(envelope)).toEqual({
      waitSeconds: 30,
      answers: [
        {
          number: 'T2027-0000001',
          operation: 'alta',
          state: 'acceptedWithErrors',
          code: '2000',
          message: 'El cálculo de la huella suministrada es incorrecta',
        },
        {
          number: 'T2027-0000002',
          operation: 'anulacion',
          state: 'rejected',
          code: '3002',
          message: 'No existe el registro de facturación.',
        },
      ],
    });
  });

  it('throws a SOAP Fault as AeatFault, and what is not AEAT as AeatUnreadable', () => {
    const fault = faultXml('env:Client', 'Codigo[4102].El XML no cumple el esquema.');
    expect(() => parseRegFactuResponse(fault)).toThrow(AeatFault);
    expect(() => parseRegFactuResponse(fault)).toThrow(/4102/);
    expect(() => parseRegFactuResponse('<html>Service unavailable</html>')).toThrow(AeatUnreadable);
    expect(() => parseRegFactuResponse('not xml <<<')).toThrow(AeatUnreadable);
  });
});
