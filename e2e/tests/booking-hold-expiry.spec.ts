import { hostRequest } from '../support/host-request';
import { signInAsCustomer } from '../support/sign-in';
import { startSystem, stopSystem, type RunningSystem } from '../support/system';
import { systemUrls, type SystemUrls } from '../support/urls';
import { expect, test } from '../support/fixtures';
import { b, PHONE, pickFirstFreeTime, timeButtons } from './booking-steps';

/**
 * An expired hold frees its slot. Waiting out the default 10-minute hold is too slow and a
 * test-only route or a database edit would bypass what we test, so this spec starts its own
 * system exactly as `npm start` does, with the documented HOLD_MINUTES=1, and lets a real hold
 * run out: the slot is missing from the public availability while held and offered again after.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ viewport: PHONE });

let system: RunningSystem | null = null;
let urls: SystemUrls;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const previous = process.env.HOLD_MINUTES;
  process.env.HOLD_MINUTES = '1';
  try {
    system = await startSystem();
  } finally {
    if (previous === undefined) delete process.env.HOLD_MINUTES;
    else process.env.HOLD_MINUTES = previous;
  }
  urls = systemUrls(system.port, system.idpPort);
});

test.afterAll(async () => {
  if (system) await stopSystem({ pid: system.child.pid, dataDir: system.dataDir });
});

type Available = { timeZone: string; dates: { date: string; times: string[] }[] };

async function freeTimes(duration: number, date: string): Promise<string[]> {
  const path = `/api/public/services/duration/${duration}/available-dates/period/${date}/${date}`;
  const response = await hostRequest(urls.port, `anna.${urls.baseDomain}`, path);
  expect(response.status).toBe(200);
  return (JSON.parse(response.body) as Available).dates.find((d) => d.date === date)?.times ?? [];
}

test('a hold that runs out sends the customer back to the times and frees the slot', async ({
  page,
}) => {
  await signInAsCustomer(page, urls, 'anna', 'carla');
  await page.goto(`${urls.stylistUrl('anna')}/services/book`);
  await page.getByRole('checkbox').first().click();
  await expect(page.getByRole('checkbox').first()).toBeChecked();
  await page.getByRole('link', { name: b('bar.chooseTime') }).click();
  const label = await pickFirstFreeTime(page);
  await page.getByRole('button', { name: b('dateStep.continue') }).click();
  await page.waitForURL(/\/services\/book\/confirm$/);
  await expect(page.getByText(b('confirm.holdTitle'))).toBeVisible();

  const selection = await page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('chairly.booking.selection') ?? '{}') as {
        date: string;
        time: string;
        hold: { startsAt: string; endsAt: string };
      },
  );
  const duration =
    (Date.parse(selection.hold.endsAt) - Date.parse(selection.hold.startsAt)) / 60_000;
  expect(await freeTimes(duration, selection.date)).not.toContain(selection.time);

  // The countdown runs out (one minute): back to the date step with an explanation.
  await page.waitForURL(/\/services\/book\/date-time$/, { timeout: 100_000 });
  await expect(
    page.getByRole('alert').filter({ hasText: b('dateStep.holdExpired') }),
  ).toBeVisible();
  await expect
    .poll(() => freeTimes(duration, selection.date), { timeout: 10_000 })
    .toContain(selection.time);
  await expect(timeButtons(page).filter({ hasText: label })).toBeVisible();
});
