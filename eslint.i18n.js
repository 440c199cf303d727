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
  // The keywords a booking's stored history text is recognised by (spec section 4).
  'keyword|' +
  // A content type (HTTP's own words, 'text/calendar; charset=utf-8').
  '.*_CONTENT_TYPE|' +
  // The OpenAPI document's words, for developers.
  'summary|description|tags|operationId)$';

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
        // Words stored in the database and matched later (the weekday names of blocked times and
        // series): data, which screens word through the catalogue.
        'storedWords',
      ],
      ignoreNames: [{ regex: { pattern: MACHINE_NAMES } }],
      useTsTypes: false,
    },
  ],
};

/**
 * Files whose words are not yet in the catalogues, to be emptied as each is converted (issue
 * 42). A converted file leaves this list for good: the rule then keeps it so.
 */
export const PENDING_I18N = [
  'src/api/admin/bookings.ts',
  'src/api/booking-detail.ts',
  'src/app/pwa-update.tsx',
  'src/app/theme.ts',
  'src/components/app-shell/app-drawer.tsx',
  'src/components/app-shell/nav-entries.ts',
  'src/components/card-payment/confirm.ts',
  'src/components/card-payment/sandbox-card-field.tsx',
  'src/components/card-payment/saved-card-picker.tsx',
  'src/components/card-payment/use-card-payment.tsx',
  'src/components/card-payment/wallet-or-card.tsx',
  'src/components/covered-bookings-dialog.tsx',
  'src/components/level-badge.tsx',
  'src/components/offline-banner.tsx',
  'src/components/subscription-dialog/subscription-api.ts',
  'src/components/subscription-dialog/subscription-dialog.tsx',
  'src/domain/blocked-times.ts',
  'src/domain/calendar.ts',
  'src/domain/door-access.ts',
  'src/domain/level-assessment.ts',
  'src/domain/levels.ts',
  'src/domain/school.ts',
  'src/domain/series-billing.ts',
  'src/domain/series.ts',
  'src/domain/shop.ts',
  'src/domain/subscriptions.ts',
  'src/features/account/api/calendar-feed.ts',
  'src/features/account/api/subscriptions.ts',
  'src/features/account/api/update-profile.ts',
  'src/features/account/api/wallet.ts',
  'src/features/account/components/account-page.tsx',
  'src/features/account/components/calendar-feed-card.tsx',
  'src/features/account/components/profile-tab.tsx',
  'src/features/account/components/subscriptions-tab.tsx',
  'src/features/account/components/wallet-balance.tsx',
  'src/features/auth/components/login-page.tsx',
  'src/features/auth/components/register-page.tsx',
  'src/features/auth/components/resend-verification-page.tsx',
  'src/features/auth/components/reset-page.tsx',
  'src/features/auth/components/verify-email-page.tsx',
  'src/features/auth/redirect.ts',
  'src/features/door/components/access-page.tsx',
  'src/features/door/components/door-button.tsx',
  'src/features/door/components/unlock-page.tsx',
  'src/features/door/press.ts',
  'src/features/notifications/api/preferences.ts',
  'src/features/notifications/api/subscriptions.ts',
  'src/features/notifications/components/device-push-card.tsx',
  'src/features/notifications/components/notifications-tab.tsx',
  'src/features/notifications/components/preferences-form.tsx',
  'src/features/notifications/components/push-prompt-card.tsx',
  'src/features/notifications/push-device.ts',
  'src/lib/dates.ts',
  'src/lib/http.ts',
  'src/lib/online.ts',
  'src/routes/__root.tsx',
  'src/sw/vite-plugin.ts',
  'server/adapters/mail/layout.ts',
  'server/adapters/payments/sandbox-cards.ts',
  'server/adapters/payments/sandbox/checkout.ts',
  'server/adapters/payments/stripe.ts',
  'server/db/schema/levels.ts',
  'server/main.ts',
  'server/modules/bookings/admin/reservations.ts',
  'server/modules/bookings/cancel/cancel.ts',
  'server/modules/bookings/core/write.ts',
  'server/modules/bookings/day/day.ts',
  'server/modules/bookings/detail/update-players.ts',
  'server/modules/bookings/detail/match-players.ts',
  'server/modules/bookings/pay/booking-payments.ts',
  'server/modules/bookings/pay/guest-payments.ts',
  'server/modules/bookings/pay/pay-pack.ts',
  'server/modules/bookings/pay/pay-wallet.ts',
  'server/modules/courts/seed.ts',
  'server/modules/levels/seed-results.ts',
  'server/modules/levels/set-level.ts',
  'server/modules/matches/auto-cancel.ts',
  'server/modules/matches/card-seats.ts',
  'server/modules/matches/seed.ts',
  'server/modules/packs/buy.ts',
  'server/modules/payments/sandbox/checkout-page.ts',
  'server/modules/school/seed.ts',
  'server/modules/series/billing-card.ts',
  'server/modules/shop/admin-orders.ts',
  'server/modules/shop/admin-routes.ts',
  'server/modules/shop/orders.ts',
  'server/plugins/docs-contract.ts',
  'server/plugins/docs.ts',
  'server/sessions.ts',
];

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
      ...PENDING_I18N,
    ],
    plugins: { lingui },
    rules: i18nRule,
  },
];
