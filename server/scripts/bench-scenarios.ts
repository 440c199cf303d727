/** The bench's scenarios, and the ones a run's arguments choose (all when none). */
export const SCENARIOS = [
  'schedule-empty',
  'create-busy',
  'create-distinct',
  'schedule-full',
  'my-bookings',
  'booking-detail',
  'pay-wallet',
  'home',
  'me',
  'courts',
  'login',
  'door',
  'large-club',
] as const;
export type Scenario = (typeof SCENARIOS)[number];
// In the browser, against the build, after the load scenarios (bench-door.ts, bench-lighthouse.ts).
const BROWSER = ['door-launch', 'lighthouse'];

export function selected(): { scenarios: Scenario[]; browser: string[] } {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const unknown = args.filter((a) => !BROWSER.includes(a) && !SCENARIOS.includes(a as Scenario));
  if (unknown.length) {
    console.error(
      `Unknown scenario ${unknown.join(', ')}: ${[...SCENARIOS, ...BROWSER].join(', ')}`,
    );
    process.exit(2);
  }
  if (!args.length) return { scenarios: [...SCENARIOS], browser: BROWSER };
  return {
    scenarios: SCENARIOS.filter((s) => args.includes(s)),
    browser: BROWSER.filter((b) => args.includes(b)),
  };
}
