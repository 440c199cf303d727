import { expect, test, type CDPSession, type Page, type Worker } from '@playwright/test';
import { RAIN_CANCEL_ACTION, type PushPayload } from '@/domain/notifications.ts';
import { clubDay } from './support/club-day.ts';
import { signIn, waitForServiceWorkerControl } from './support/pwa-helpers.ts';

/**
 * Issue 27's service worker test: a push delivered through the DevTools protocol becomes a
 * notification (title, body, tag; an update under the same tag replaces it), and its click takes
 * the app's open window to the booking's detail, no second window. Chromium cannot click a system
 * notification from the protocol, so the click is a `notificationclick` dispatched in the worker
 * with the notification it shows.
 */

// A member (books without paying first); the booking is made on whichever slot is still free.
const MEMBER = 'vip@club.local';

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
}

/**
 * A booking of the member's own, made through the API on a free slot a few days ahead: the first
 * free one that the club accepts (another spec may take a slot between the two calls).
 */
async function bookSomething(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/users/me')).json()) as { user: { id: string } };
  const { courts } = (await (await page.request.get('/api/courts')).json()) as {
    courts: { _id: string }[];
  };
  for (const days of [2, 1, 3]) {
    const date = clubDay(days);
    for (const court of courts) {
      const free = await page.request.get(
        `/api/courts/time-intervals?courtId=${court._id}&date=${date}`,
      );
      const { timeIntervals = [] } = (await free.json()) as { timeIntervals?: string[] };
      for (const slot of timeIntervals.slice(-3)) {
        const booked = await page.request.post('/api/users/booking', {
          data: {
            courtId: court._id,
            timeBooked: [slot],
            dateBooked: date,
            userBooked: me.user.id,
            players: [],
            isLeagueMatch: false,
            paymentStatus: 'C',
          },
        });
        if (booked.ok()) return ((await booked.json()) as { booking: { _id: string } }).booking._id;
      }
    }
  }
  throw new Error('no slot could be booked');
}

/** The worker's registration id, as the protocol names it for deliverPushMessage. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && new URL(r.scopeURL).origin === origin);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/**
 * A click on the worker's (only) notification, with `action` if given: dispatched in the worker,
 * as Chromium cannot click a system notification from the DevTools protocol.
 */
async function clickInWorker(worker: Worker, action = ''): Promise<void> {
  await worker.evaluate(async (chosen) => {
    // Runs in the service worker; DOM's types do not know its globals.
    const scope = globalThis as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (
        type: string,
        init: { notification: Notification; action: string },
      ) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification to click');
    scope.dispatchEvent(
      new scope.NotificationEvent('notificationclick', { notification, action: chosen }),
    );
  }, action);
}

function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map(({ title, body, tag }) => ({ title, body, tag }));
  });
}

test('a push shows a notification and its click opens the booking in the open window', async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin });
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, MEMBER);
  await waitForServiceWorkerControl(page);
  const bookingId = await bookSomething(page);

  const cdp = await context.newCDPSession(page);
  const registration = await registrationId(cdp, origin);
  const push = (payload: PushPayload) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration,
      data: JSON.stringify(payload),
    });

  const reminder: PushPayload = {
    kind: 'reminder',
    title: 'Tu partido empieza pronto',
    body: 'Tenis 1 a las 10:00.',
    url: `/bookings/${bookingId}`,
    tag: `reminder:${bookingId}`,
  };
  await push(reminder);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: reminder.title, body: reminder.body, tag: reminder.tag }]);

  // An update under the same tag replaces the older notice.
  await push({ ...reminder, body: 'Tenis 1 a las 10:30.' });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: reminder.title, body: 'Tenis 1 a las 10:30.', tag: reminder.tag }]);

  const pagesBefore = context.pages().length;
  // Survives only if the app's router follows the worker's message (no reload, no new window).
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).beforeClick = true;
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await clickInWorker(worker);

  await expect(page).toHaveURL(new RegExp(`/bookings/${bookingId}$`));
  await expect(page.getByRole('heading', { name: 'Detalles de la Reserva' }).first()).toBeVisible();
  await expect(page.getByText('No se encontró la reserva.')).toBeHidden();
  expect(context.pages()).toHaveLength(pagesBefore);
  expect(
    await page.evaluate(() => (window as unknown as Record<string, unknown>).beforeClick),
  ).toBe(true);
  // The click closed it.
  await expect.poll(() => shownNotifications(page)).toEqual([]);

  // The rain notice's 'Cancelar sin coste' opens the booking's cancel dialog.
  await page.goto('/home');
  await push({
    kind: 'rain',
    title: 'Lluvia prevista',
    body: 'Puedes cancelar tu reserva sin coste.',
    url: `/bookings/${bookingId}`,
    tag: `rain:${bookingId}`,
    actions: [
      {
        action: RAIN_CANCEL_ACTION,
        title: 'Cancelar sin coste',
        url: `/bookings/${bookingId}?cancel=1`,
      },
    ],
  });
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => n.tag))
    .toEqual([`rain:${bookingId}`]);
  await clickInWorker(worker, RAIN_CANCEL_ACTION);
  await expect(page).toHaveURL(new RegExp(`/bookings/${bookingId}\\?cancel=1$`));
  const dialog = page.getByRole('dialog', { name: 'Cancelar Reserva' });
  await expect(dialog).toBeVisible();
  // Confirmed, the booking is cancelled (and no other spec finds it in this member's week).
  await dialog.getByRole('button', { name: 'Cancelar Reserva' }).click();
  await expect(page.getByText('Reserva cancelada exitosamente.').first()).toBeVisible();
  await context.close();
});
