/** The club's calendar date (Madrid) `days` from now, as 'YYYY-MM-DD'. */
export function clubDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}
