import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

/**
 * Validation against AEAT's own schemas (tests/data/aeat, see its README) with xmllint compiled to
 * WebAssembly: the request element against SuministroLR.xsd, the answer element against
 * RespuestaSuministro.xsd. Each schema pulls in SuministroInformacion.xsd and W3C's xmldsig.
 */
const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../data/aeat');
const file = (fileName: string) => ({
  fileName,
  contents: fs.readFileSync(path.join(folder, fileName), 'utf8'),
});
const shared = ['SuministroInformacion.xsd', 'xmldsig-core-schema.xsd'];

const SCHEMAS = {
  request: { schema: 'SuministroLR.xsd', preload: shared },
  answer: { schema: 'RespuestaSuministro.xsd', preload: ['SuministroLR.xsd', ...shared] },
} as const;

/** xmllint's messages ([] when the element is valid). */
export async function aeatSchemaErrors(
  element: string,
  which: keyof typeof SCHEMAS,
): Promise<string[]> {
  const { schema, preload } = SCHEMAS[which];
  const result = await validateXML({
    xml: { fileName: `${which}.xml`, contents: element },
    schema: file(schema),
    preload: preload.map(file),
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}

/** The first element inside a SOAP envelope's Body, as text with its own namespace declarations. */
export function soapBodyElement(envelope: string): string {
  const match = /<(?:[\w-]+:)?Body(?:\s[^>]*)?>([\s\S]*)<\/(?:[\w-]+:)?Body>/.exec(envelope);
  if (!match?.[1]) throw new Error('no SOAP Body');
  return match[1].trim();
}
