/**
 * Holds an answer to the published contract: its status must be documented for the operation
 * (exactly, or by its `4XX`/`5XX` range), its media type listed, and its JSON body valid against
 * that answer's schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses). A refusal must also be the
 * app's `{ success: false, message }` with a Spanish message, never a framework's English one.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

interface MediaType {
  schema?: object;
}
interface DocumentedAnswer {
  content?: Record<string, MediaType>;
}
export interface ContractOperation {
  responses?: Record<string, DocumentedAnswer>;
}
export interface ContractDoc {
  paths: Record<string, Record<string, ContractOperation>>;
}
export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Words of a framework's English message; the app's messages are Spanish. */
const ENGLISH = /\b(the|is|must|should|expected|received|body|request|invalid input)\b/i;

function mediaTypeMatches(documented: string, actual: string): boolean {
  if (documented === actual) return true;
  return documented.endsWith('/*') && actual.startsWith(documented.slice(0, -1));
}

export function createContractChecker(doc: ContractDoc) {
  // Formats are not checked: the document's `binary` and friends are descriptions, not rules.
  const ajv = new Ajv2020({
    strict: false,
    validateFormats: false,
    // Euros are documented as multiples of 0.01, which floating point misses without it.
    multipleOfPrecision: 9,
  });
  const compiled = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: object) => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(key, validate);
    }
    return validate;
  };

  /** Why the answer breaks the contract of `method path`, or null when it keeps it. */
  return function check(method: string, path: string, answer: Answer): string | null {
    const op = doc.paths[path]?.[method.toLowerCase()];
    if (!op) return `${method} ${path} is not documented`;
    const status = String(answer.statusCode);
    const range = `${status[0]}XX`;
    const responses = op.responses ?? {};
    const documented = responses[status] ?? responses[range] ?? responses.default;
    if (!documented) return `status ${status} is not documented`;
    const content = documented.content;
    if (!content) return null;
    const actual = String(answer.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    const type = Object.keys(content).find((t) => mediaTypeMatches(t, actual));
    if (!type) return `status ${status} answers ${actual || 'no content type'}, not documented`;
    const schema = content[type]!.schema;
    if (type !== 'application/json' || !schema) return null;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `status ${status} answers invalid JSON`;
    }
    const key = `${method} ${path} ${responses[status] ? status : range} ${type}`;
    const validate = validatorFor(key, schema);
    if (!validate(body)) {
      const [error] = validate.errors ?? [];
      return `status ${status} body breaks its schema at '${error?.instancePath}': ${error?.message}`;
    }
    if (answer.statusCode >= 400) {
      const message = (body as { message?: unknown }).message;
      if (typeof message !== 'string' || ENGLISH.test(message)) {
        return `status ${status} message is not the app's Spanish one: ${String(message)}`;
      }
    }
    return null;
  };
}
