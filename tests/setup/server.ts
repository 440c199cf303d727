// Server tests run on in-memory PGlite by default, or on the PostgreSQL named by
// TEST_DB_URL_FOR_RUN (set by `npm test` when TEST_DATABASE_URL is given).
process.env.TZ ??= 'UTC';
