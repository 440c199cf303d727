import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '#tests/helpers/api-server.ts';
import { activateLanguage, i18n } from '@/i18n/index.ts';

// `npm test` runs the suites side by side on two cores, where a screen can take more than the
// default second to answer a click (a CI run failed on that alone); a wrong screen still fails.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these; Mantine needs them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.HTMLElement.prototype.scrollIntoView = () => {};
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// A browser resolves a relative URL against the page; Node's Request, which the tests' fetch uses,
// refuses one. The app's real client (`src/lib/http.ts`, base '/api') then reaches MSW as it would
// the server: at http://localhost:3000/api/…, jsdom's page.
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, document.baseURI) : input, init);
  }
}
globalThis.Request = PageRequest;

// Every HTTP call is answered by MSW (decision 085): a call no handler answers fails the test, and
// each test starts with no handlers and no recorders.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

// A screen that logs an error is a failing screen.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(
      `console.error was called:\n${consoleErrors.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});

// Screens speak Spanish, as the spec writes them; a key with no Spanish text fails the test.
i18n.on('missing', ({ id, locale }) => {
  throw new Error(`The ${locale} catalogue has no '${id}'.`);
});
await activateLanguage('es');
