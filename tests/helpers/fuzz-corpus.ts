/**
 * Hostile requests made from the published contract (the OpenAPI document at /api/docs/json): for
 * every operation, its parameters and JSON body with wrong types, missing and unknown fields,
 * empty objects, huge strings, NUL and lone surrogates, `__proto__`, odd dates, path traversal in
 * ids, malformed JSON and multipart. Deterministic, so a failure is reproducible from its name.
 */

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  default?: unknown;
}

export interface Operation {
  parameters?: Array<{ name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

export interface FuzzRequest {
  name: string;
  method: string;
  url: string;
  /** The documented operation's path (`/api/users/booking/{id}`): its answers are checked. */
  path?: string;
  headers?: Record<string, string>;
  payload?: string;
}

const UUID = '6f1c2b4e-8d3a-4c5b-9e7f-0a1b2c3d4e5f';
const HUGE = 'x'.repeat(200_000);

/** Text no database column should receive, and shapes no field expects. */
const BAD_STRINGS = [
  '',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  HUGE,
  '__proto__',
  '../../../etc/passwd',
  '2025-02-30',
  '0000-00-00',
  '+275760-09-13T00:00:00.001Z',
  '-1',
  '1e309',
];
const BAD_VALUES: unknown[] = [
  null,
  -1,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  [],
  {},
  [null],
  { __proto__: null, nested: { deeper: 'x' } },
  ...BAD_STRINGS,
];
/** Path segments: raw, so traversal and broken escapes reach the router as a client sends them. */
const BAD_SEGMENTS = [
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '%00',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '__proto__',
  'constructor',
  'x'.repeat(5000),
  '-1',
  '00000000-0000-0000-0000-000000000000',
  UUID,
];
const MALFORMED_JSON = [
  '{',
  '{"a":',
  'nul',
  '"\\ud800"',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(5000),
  '{"a":1,"a":2}',
  '',
];

function firstType(schema: JsonSchema): string | undefined {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.map(firstType).find((t) => t && t !== 'null');
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return UUID;
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'date-time') return '2030-01-01T10:00:00.000Z';
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2030-01-01';
  if (schema.pattern?.includes('\\d{2}:\\d{2} - ')) return '10:00 - 11:00';
  if (schema.pattern?.includes('\\d{3,4}')) return '123';
  return 'fuzz value 12345678';
}

/** A value the schema would accept, as far as a generator without a regex engine can tell. */
export function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((o) => firstType(o) !== 'null') ?? options[0], depth);
  switch (firstType(schema)) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, depth + 1)]),
      );
    default:
      return null;
  }
}

/** The body's variants: the sample, then each field missing and each field wrong. */
function bodyVariants(schema: JsonSchema): Array<[string, unknown]> {
  const options = schema.anyOf ?? schema.oneOf;
  const objects = options ? options.filter((o) => o.properties) : [schema];
  const variants: Array<[string, unknown]> = [
    ['empty object', {}],
    ['array', []],
    ['string', 'texto'],
    ['number', 42],
  ];
  objects.forEach((object, n) => {
    const base = sample(object) as Record<string, unknown>;
    variants.push([`sample ${n}`, base], [`sample ${n} + unknown fields`, { ...base, zz: 1 }]);
    for (const key of Object.keys(object.properties ?? {})) {
      const { [key]: _dropped, ...rest } = base;
      variants.push([`sample ${n} without ${key}`, rest]);
      BAD_VALUES.forEach((bad, i) => variants.push([`${key} = bad#${i}`, { ...base, [key]: bad }]));
    }
  });
  return variants;
}

function buildPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => values[name] ?? UUID);
}

/** encodeURIComponent, except that a lone surrogate goes out as the bytes a sloppy client sends. */
function encode(value: string): string {
  return value
    .split(/([\uD800-\uDFFF])/)
    .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

function queryString(values: Record<string, string>): string {
  const entries = Object.entries(values);
  if (entries.length === 0) return '';
  return `?${entries.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}`;
}

function paramRequests(method: string, path: string, op: Operation): FuzzRequest[] {
  const params = op.parameters ?? [];
  const pathNames = params.filter((p) => p.in === 'path').map((p) => p.name);
  const query = Object.fromEntries(
    params.filter((p) => p.in === 'query').map((p) => [p.name, String(sample(p.schema))]),
  );
  const out: FuzzRequest[] = [];
  for (const name of pathNames) {
    for (const segment of BAD_SEGMENTS) {
      const url = buildPath(path, { [name]: segment }) + queryString(query);
      out.push({ name: `${method} ${path} ${name}=${segment.slice(0, 40)}`, method, url });
    }
  }
  for (const name of Object.keys(query)) {
    for (const bad of BAD_STRINGS) {
      const url = buildPath(path, {}) + queryString({ ...query, [name]: bad });
      out.push({ name: `${method} ${path} ?${name}=${bad.slice(0, 40)}`, method, url });
    }
    const repeated = `${buildPath(path, {})}${queryString(query)}&${name}=1&${name}=2`;
    out.push({ name: `${method} ${path} ?${name} twice`, method, url: repeated });
  }
  const url = buildPath(path, {}) + queryString(query);
  out.push({
    name: `${method} ${path} unknown query`,
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}zz=%00`,
  });
  return out;
}

function bodyRequests(method: string, path: string, op: Operation): FuzzRequest[] {
  const url = buildPath(path, {});
  const json = { 'content-type': 'application/json' };
  const out: FuzzRequest[] = MALFORMED_JSON.map((payload, i) => ({
    name: `${method} ${path} malformed JSON #${i}`,
    method,
    url,
    headers: json,
    payload,
  }));
  out.push({
    name: `${method} ${path} wrong content type`,
    method,
    url,
    headers: { 'content-type': 'text/plain' },
    payload: 'hola',
  });
  const schema = op.requestBody?.content?.['application/json']?.schema;
  if (schema) {
    for (const [name, body] of bodyVariants(schema)) {
      const payload = JSON.stringify(body);
      out.push({ name: `${method} ${path} ${name}`, method, url, headers: json, payload });
    }
  }
  return out;
}

/** Bodies a multipart parser must refuse without failing. */
export function malformedMultipart(method: string, url: string): FuzzRequest[] {
  const b = 'fuzzboundary';
  const part = (headers: string, body: string) => `--${b}\r\n${headers}\r\n\r\n${body}\r\n`;
  const bodies: Array<[string, string, string]> = [
    ['no boundary', 'multipart/form-data', part('Content-Disposition: form-data; name="a"', 'x')],
    ['truncated', `multipart/form-data; boundary=${b}`, `--${b}\r\nContent-Disposition: form-da`],
    [
      'no closing',
      `multipart/form-data; boundary=${b}`,
      part('Content-Disposition: form-data; name="name"', 'x'),
    ],
    ['no disposition', `multipart/form-data; boundary=${b}`, `${part('X-A: b', 'x')}--${b}--\r\n`],
    [
      'NUL field',
      `multipart/form-data; boundary=${b}`,
      `${part('Content-Disposition: form-data; name="name"', 'a\u0000b')}--${b}--\r\n`,
    ],
    [
      'proto field',
      `multipart/form-data; boundary=${b}`,
      `${part('Content-Disposition: form-data; name="__proto__"', 'x')}--${b}--\r\n`,
    ],
    [
      'fake image',
      `multipart/form-data; boundary=${b}`,
      `${part('Content-Disposition: form-data; name="avatar"; filename="../../a.png"\r\nContent-Type: image/png', 'not a png')}--${b}--\r\n`,
    ],
    ['empty', `multipart/form-data; boundary=${b}`, ''],
  ];
  return bodies.map(([name, type, payload]) => ({
    name: `${method} ${url} multipart ${name}`,
    method,
    url,
    headers: { 'content-type': type },
    payload,
  }));
}

/** Every hostile request for every operation of the document. */
export function fuzzCorpus(doc: OpenApi): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [lower, op] of Object.entries(methods)) {
      const method = lower.toUpperCase();
      const requests = paramRequests(method, path, op);
      if (method !== 'GET' && method !== 'DELETE') {
        requests.push(...bodyRequests(method, path, op));
        // A write without a JSON body is a form or an upload: the multipart parser's turn.
        if (!op.requestBody?.content?.['application/json']) {
          requests.push(...malformedMultipart(method, buildPath(path, {})));
        }
      }
      out.push(...requests.map((request) => ({ ...request, path })));
    }
  }
  return out;
}
