/**
 * No text shown to people is written in place (decision 089): screens and the server's messages
 * take their words from the catalogues (src/i18n/locales). Lingui's rule flags a literal that
 * reads like a sentence or a label; ids, keys, class names and other machine strings pass.
 */
import lingui from 'eslint-plugin-lingui';

/** Props and names that carry machine values, never words a person reads. */
const MACHINE_NAMES =
  '^(className|classNames|variant|color|c|bg|size|to|href|id|key|type|name|mode|method|role|' +
  'fw|fz|ta|ff|tt|td|lh|radius|justify|align|gap|p|px|py|pt|pb|m|mt|mb|ml|mr|mx|my|w|h|maw|miw|' +
  'mah|mih|pos|position|autoComplete|inputMode|accept|target|rel|data-.*|' +
  'aria-(controls|describedby|labelledby|live|current|hidden|haspopup|expanded)|style|styles|' +
  'src|path|form|sizes|orientation|layout|placement|order|queryKey|mutationKey|dateFormat|' +
  'valueFormat|format|timeZone|currency|locale|encoding|kind|status|code|unit|icon|component|' +
  'display|wrap|direction|overflow|transition|cursor|dataKey|value|defaultValue|search|' +
  'textWrap|lineClamp|clipPath|d|viewBox|fill|stroke|strokeWidth|xmlns|rootMargin|' +
  // CSS font stacks.
  'fontFamily|' +
  // The keywords a booking's stored history text is recognised by (spec section 4).
  'keyword|' +
  // A content type (HTTP's own words, 'text/calendar; charset=utf-8').
  '.*_CONTENT_TYPE|' +
  // The OpenAPI document's words, for developers.
  'summary|description|tags|operationId|' +
  // An HTML page's or e-mail's markup, whose words are interpolated from the catalogue.
  'html|[a-z]+Html|' +
  // What a light relay answered, kept in the lights log as the device said it.
  'relayAnswer|' +
  // A Set-Cookie header's value and attributes (server/sessions.ts).
  'cookie|cookieLifetime|secureAttribute|' +
  // An HTTP header's value (server/plugins/security.ts).
  'content-security-policy)$';

export const i18nRule = {
  'lingui/no-unlocalized-strings': [
    'error',
    {
      ignore: [
        // One word starting in lower case (an id, a key, a class, a route). The rule itself lets
        // through a text with no letters.
        '^(?![A-ZÁÉÍÓÚÑ¿¡])\\S+$',
        // Constants and codes: 'EUR', 'SESSION_ID', 'FST_ERR_BAD_URL'.
        '^[A-Z0-9_.:/-]+$',
        // A level's reliability as the database stores it (server/db/schema/levels.ts), a
        // machine value the screens word through the catalogue.
        '^por resultados$',
      ],
      ignoreFunctions: [
        't',
        'msg',
        'i18n._',
        'console.*',
        '*.log.*',
        'log.*',
        'Error',
        'TypeError',
        'AggregateError',
        // HTTP headers and content types, and SQL: protocol values, never words.
        '*.header',
        '*.type',
        '*.query',
        'RangeError',
        'Symbol',
        'URL',
        'URLSearchParams',
        'JSON.parse',
        'document.querySelector',
        'document.querySelectorAll',
        'document.getElementById',
        '*.addEventListener',
        '*.removeEventListener',
        'Intl.*',
        'new Intl.*',
        'matchMedia',
        'useMediaQuery',
        'window.matchMedia',
        // The published API document's words, for developers (as `summary`, `description`).
        '*.describe',
        'nonJsonAnswer',
        // An operator's log line (the outbox mailer's, for a local install without SMTP).
        'log',
        // A password only hashed, never shown (the login's timing guard).
        'hashPassword',
        // SQL fragments.
        'sql.raw',
        'userRefJson',
        // Why a payment webhook was refused, for the operator's log.
        'WebhookSignatureError',
        // Words stored in the database and matched later (the weekday names of blocked times and
        // series): data, which screens word through the catalogue.
        'storedWords',
      ],
      ignoreNames: [{ regex: { pattern: MACHINE_NAMES } }],
      useTsTypes: false,
    },
  ],
};

export const i18nConfig = [
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'src/i18n/**',
      'src/routeTree.gen.ts',
      // What operators and developers read (start-up checks, scripts) and the demo club's data.
      'server/config.ts',
      'server/scripts/**',
      'server/seed/**',
      'server/deploy/**',
      // The tables' definitions and the connection: no words for people.
      'server/db/**',
      // The start-up lines on the operator's console.
      'server/main.ts',
      // The OpenAPI document and its page: words for developers, not members.
      'server/plugins/docs.ts',
      'server/plugins/docs-contract.ts',
      // Hooks only the end-to-end tests call (a fake clock, rain), never reached by members.
      'server/plugins/test-hooks.ts',
      // AEAT's SOAP (its element names and its own error texts) and the transport's errors for
      // the operator's log: no words for members; screens word the outcome through the catalogue.
      'server/modules/invoicing/aeat/**',
      // The demo club's data, like server/seed/**: a club writes its own.
      'server/modules/*/seed.ts',
      'server/modules/*/seed-*.ts',
    ],
    plugins: { lingui },
    rules: i18nRule,
  },
];
