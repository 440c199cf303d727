/**
 * Every query key of the app, in one place: a screen that invalidates a key and the query that
 * owns it cannot drift apart. Keys nest, so a prefix (e.g. `courts.all()`) reaches every query
 * below it.
 */
export const queryKeys = {
  announcements: () => ['announcements'] as const,
  courts: {
    all: () => ['courts'] as const,
    detail: (courtId: string) => ['courts', courtId] as const,
    timeIntervals: (courtId: string, date: string) =>
      ['courts', courtId, 'time-intervals', date] as const,
  },
  booked: {
    /** Every range of a court's taken slots: what a change on that court invalidates. */
    ofCourt: (courtId: string) => ['booked', courtId] as const,
    range: (courtId: string, startDate: string, endDate: string) =>
      ['booked', courtId, startDate, endDate] as const,
  },
  /** The club's day: every court of a sport for one day (decision 079). */
  clubDay: {
    all: () => ['club-day'] as const,
    of: (sport: string, date: string) => ['club-day', sport, date] as const,
  },
  myBookings: () => ['my-bookings'] as const,
  /**
   * 'Reservas pasadas' for the applied filters, page by page: under myBookings, so every booking
   * change invalidates it with the default list.
   */
  myPastBookings: (filters: Record<string, string | undefined>) =>
    ['my-bookings', 'past', filters] as const,
  booking: {
    /** The detail and its history: what a change of the booking invalidates. */
    all: (bookingId: string) => ['booking', bookingId] as const,
    detail: (bookingId: string) => ['booking', bookingId, 'detail'] as const,
    history: (bookingId: string) => ['booking', bookingId, 'history'] as const,
  },
  invitations: () => ['users', 'invitations'] as const,
  calendarFeed: () => ['users', 'calendar-feed'] as const,
  /** Push notifications: the server's public key and the member's preferences. */
  notifications: {
    vapidKey: () => ['notifications', 'key'] as const,
    preferences: () => ['notifications', 'preferences'] as const,
  },
  members: () => ['users', 'members'] as const,
  weather: (date: string) => ['weather', date] as const,
  leaguePlayers: () => ['users', 'league'] as const,
  wallet: () => ['users', 'wallet'] as const,
  walletBalance: () => ['wallet-balance'] as const,
  savedCards: () => ['users', 'saved-cards'] as const,
  payments: {
    config: () => ['payments', 'config'] as const,
    checkoutSession: (sessionId: string) => ['payments', 'checkout-session', sessionId] as const,
  },
  auth: {
    resetToken: (token: string) => ['auth', 'reset-token', token] as const,
    verifyEmail: (token: string) => ['auth', 'verify-email', token] as const,
  },
  myAccess: () => ['access', 'me'] as const,
  /** Levels and results; `levels.all()` reaches every level shown (avatars, profile, results). */
  levels: {
    all: () => ['levels'] as const,
    of: (sport: string, userIds: string) => ['levels', 'of', sport, userIds] as const,
    mine: () => ['levels', 'me'] as const,
    club: (sport: string) => ['levels', 'club', sport] as const,
    bookingResult: (bookingId: string) => ['levels', 'result', bookingId] as const,
  },
  /** The member's tickets and invoices: `invoices.all()` reaches the lists and each one. */
  invoices: {
    all: () => ['invoices'] as const,
    list: (bookingId: string | null) => ['invoices', 'list', bookingId] as const,
    detail: (invoiceId: string) => ['invoices', 'detail', invoiceId] as const,
  },
  /** The packs on sale and the member's own ('Bonos'). */
  packs: () => ['packs'] as const,
  shop: {
    products: () => ['shop', 'products'] as const,
    myOrders: () => ['shop', 'orders'] as const,
  },
  /** Open matches: `matches.all()` reaches every filtered list and every single match. */
  matches: {
    all: () => ['matches'] as const,
    list: (filters: object) => ['matches', 'list', filters] as const,
  },
  /** The tennis school; `school.all()` reaches the student's, the coach's and attendance. */
  school: {
    all: () => ['school'] as const,
    overview: () => ['school', 'overview'] as const,
    coach: () => ['school', 'coach'] as const,
    makeUps: () => ['school', 'make-ups'] as const,
    attendance: (groupId: string, date: string) => ['school', 'attendance', groupId, date] as const,
  },
  /** The admin area's data: never persisted, and `admin.all()` reaches all of it. */
  admin: {
    all: () => ['admin'] as const,
    dashboard: () => ['admin', 'dashboard'] as const,
    users: {
      all: () => ['admin', 'users'] as const,
      list: (query: object) => ['admin', 'users', 'list', query] as const,
      detail: (userId: string) => ['admin', 'users', 'detail', userId] as const,
    },
    bookings: {
      all: () => ['admin', 'bookings'] as const,
      list: (query: object) => ['admin', 'bookings', 'list', query] as const,
    },
    courts: () => ['admin', 'courts'] as const,
    lights: () => ['admin', 'lights'] as const,
    lightLog: () => ['admin', 'lights', 'log'] as const,
    lightStats: (month: string) => ['admin', 'lights', 'stats', month] as const,
    userLevels: (userId: string) => ['admin', 'users', 'levels', userId] as const,
    results: (status: string) => ['admin', 'results', status] as const,
    access: (query: object) => ['admin', 'access', query] as const,
    blockedTimes: () => ['admin', 'blocked-times'] as const,
    school: () => ['admin', 'school'] as const,
    settings: () => ['admin', 'settings'] as const,
    stats: (from: string, to: string) => ['admin', 'stats', from, to] as const,
    /** The catalogue and every order list of the admin shop. */
    shop: () => ['admin', 'shop'] as const,
    shopProducts: () => ['admin', 'shop', 'products'] as const,
    shopOrders: (status: string | null) => ['admin', 'shop', 'orders', status] as const,
    matches: () => ['admin', 'matches'] as const,
    packs: () => ['admin', 'packs'] as const,
    packBuyers: () => ['admin', 'packs', 'buyers'] as const,
    waitlists: () => ['admin', 'waitlists'] as const,
    calendar: (year: number) => ['admin', 'calendar', year] as const,
    series: () => ['admin', 'series'] as const,
    /** The book of invoices, its AEAT queue and the club's fiscal setup. */
    invoices: {
      all: () => ['admin', 'invoices'] as const,
      book: (query: object) => ['admin', 'invoices', 'book', query] as const,
      queue: () => ['admin', 'invoices', 'queue'] as const,
    },
    invoicingSettings: () => ['admin', 'invoicing-settings'] as const,
  },
  /** The member's places in waitlists ('Avísame si se libera'). */
  myWaitlist: () => ['waitlist', 'mine'] as const,
  /** The member's series ('abonos'). */
  mySeries: () => ['series', 'mine'] as const,
};
