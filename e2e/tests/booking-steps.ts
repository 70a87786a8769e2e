import { expect, type Locator, type Page } from '@playwright/test';
import { en } from '../support/web-text';

/** Shared steps of the booking specs (not a spec itself). */
export const PHONE = { width: 375, height: 812 };
export const b = (key: string) => en('booking', key);
export const c = (key: string) => en('cards', key);

/** The date grid's day buttons; `days` is the grid's name in the page's language (English by default). */
export const dayButtons = (page: Page, days = b('dateStep.days')) =>
  page.getByRole('radiogroup', { name: days }).getByRole('radio');
/**
 * The grid's button of a date (`yyyy-MM-dd`) while it has free times: named by the date
 * ("Friday, November 27"), today's and tomorrow's with Intl's word before it ("Tomorrow, Friday, …").
 */
export function dayButtonOf(page: Page, date: string): Locator {
  const label = new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  return dayButtons(page).and(page.locator(`[aria-label="${label}"], [aria-label$=", ${label}"]`));
}
export const timeButtons = (page: Page) =>
  page.locator('section[aria-labelledby="times-title"] button');

/**
 * The first day after today with free times. Today's first times are the ones just past the
 * minimum notice (60 min), which the clock overtakes within minutes: a time picked there may be
 * gone by the time it is held, or never offered again after a hold runs out. (Page 0 starts today.)
 */
export const firstFreeDay = (page: Page) =>
  dayButtons(page).and(page.locator(':enabled:not(:first-child)')).first();

/** Picks the first day after today with free times and its first time; answers the time's label. */
export async function pickFirstFreeTime(page: Page): Promise<string> {
  await expect(page.getByText(/^Times in /)).toBeVisible();
  const day = firstFreeDay(page);
  await day.click();
  const time = timeButtons(page).first();
  const label = (await time.textContent()) ?? '';
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  return label;
}

/**
 * Picks the first day with free times at least `fromIndex` days after today (a booking two days
 * ahead or more may still be moved online: the demo's cancellation window is 24 hours), other
 * than `except`, and its first time. Answers the day's label. `days`: the grid's name, as in dayButtons.
 */
export async function pickDay(page: Page, fromIndex: number, { except, days = b('dateStep.days') }: { except?: string; days?: string } = {}): Promise<string> {
  // Whether a day is free or full is said only once the free times have arrived (issue #31.2).
  await expect(page.getByRole('radiogroup', { name: days })).not.toHaveAttribute('aria-busy', 'true');
  const buttons = dayButtons(page, days);
  await expect(buttons.first()).toBeVisible();
  for (let i = fromIndex; i < (await buttons.count()); i++) {
    const day = buttons.nth(i);
    const label = (await day.getAttribute('aria-label')) ?? '';
    if (!(await day.isEnabled()) || label === except) continue;
    await day.click();
    const time = timeButtons(page).first();
    await time.click();
    await expect(time).toHaveAttribute('aria-pressed', 'true');
    return label;
  }
  throw new Error('no free day found');
}

/** Fills the sandbox card form (opened with "Add a card") and saves it. */
export async function addSandboxCard(page: Page, number: string): Promise<void> {
  await page.getByRole('button', { name: c('add') }).click();
  await page.getByLabel(c('form.number')).fill(number);
  await page.getByLabel(c('form.expiry')).fill('12/34');
  await page.getByLabel(c('form.cvc')).fill('123');
  await page.getByLabel(c('form.name')).fill('Carla Customer');
  await page.getByRole('button', { name: c('form.save') }).click();
}

/** Presses Tab until `target` has the focus (keyboard only); fails when it is not reachable. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

/** Minutes after midnight of a time button's label ("1:30 PM" or "13:30"). */
export function minutesOfLabel(label: string): number {
  const match = /(\d{1,2}):(\d{2})\s*([AP]M)?/i.exec(label);
  if (!match) throw new Error(`not a time: ${label}`);
  const hour = (Number(match[1]) % (match[3] ? 12 : 24)) + (match[3]?.toUpperCase() === 'PM' ? 12 : 0);
  return hour * 60 + Number(match[2]);
}

/**
 * The public page's free times of `date` (yyyy-MM-dd, within the date step's first two weeks)
 * for the first service, in minutes after midnight; [] when the date offers none. Opens a tab of
 * its own (the booking page keeps the choice of services in the tab's session).
 */
export async function publicFreeTimes(opener: Page, stylistUrl: string, date: string): Promise<number[]> {
  const page = await opener.context().newPage();
  try {
    await page.goto(`${stylistUrl}/services/book`);
    await page.getByRole('checkbox').first().click();
    await page.getByRole('link', { name: b('bar.chooseTime') }).click();
    await expect(page.getByText(/^Times in /)).toBeVisible();
    await expect(dayButtons(page).first()).toBeVisible();
    // Whether a day is free or full is said only once the free times have arrived (issue #31.2).
    await expect(page.getByRole('radiogroup', { name: b('dateStep.days') })).not.toHaveAttribute('aria-busy', 'true');
    const day = dayButtonOf(page, date);
    // The grid shows two weeks at a time: turn to the date's page (a date a fortnight off or more
    // is on a later one), or stop at the last page (the date is past her horizon).
    const later = page.getByRole('button', { name: b('dateStep.later') });
    while ((await day.count()) === 0 && (await later.isEnabled())) {
      await later.click();
      await expect(page.getByRole('radiogroup', { name: b('dateStep.days') })).not.toHaveAttribute('aria-busy', 'true');
    }
    if ((await day.count()) === 0) return [];
    await day.click();
    await expect(timeButtons(page).first()).toBeVisible();
    return (await timeButtons(page).allTextContents()).map(minutesOfLabel);
  } finally {
    await page.close();
  }
}
