import type { Page, TestInfo } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { b, PHONE } from './booking-steps';

/**
 * Issue #34 on a 375 px phone: a team's date step asks "With whom?" (anyone available first, one
 * radio group the keyboard moves through) and asks for the chosen member's times; a one-member
 * business's date step asks nothing.
 */
test.use({ viewport: PHONE });

async function toDateStep(page: Page, url: string) {
  await page.goto(`${url}/services/book`);
  await page.getByRole('checkbox').first().click();
  await page.getByRole('link', { name: b('bar.chooseTime') }).click();
  await expect(page.getByRole('heading', { level: 1, name: b('dateStep.title') })).toBeVisible();
}

async function snap(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('a team is asked with whom: anyone by default, the arrow keys choose a member, her times are asked for', async ({ page, urls, problems }, testInfo) => {
  const anyone = page.waitForRequest((request) => /\/available-dates\/period\/.*[?&]member=any\b/.test(request.url()));
  await toDateStep(page, urls.stylistUrl('studio'));
  const who = page.getByRole('radiogroup', { name: b('who.title') });
  const first = who.getByRole('radio', { name: b('who.anyone') });
  await expect(first).toBeChecked();
  await anyone;
  await expect(who.getByRole('radio')).toHaveCount(4);
  await snap(page, testInfo, 'team-date-step');

  const hers = page.waitForRequest((request) => /\/available-dates\/period\/.*[?&]member=\d+\b/.test(request.url()));
  await first.focus();
  await page.keyboard.press('ArrowRight');
  const second = who.getByRole('radio').nth(1);
  await expect(second).toBeFocused();
  await expect(second).toBeChecked();
  await hers;
  await expect(page.getByRole('radiogroup', { name: b('dateStep.days') })).not.toHaveAttribute('aria-busy', 'true');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await blockingViolations(page)).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('a one-member business is asked nothing and asks for no member', async ({ page, urls }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/available-dates/')) asked.push(request.url());
  });
  await toDateStep(page, urls.stylistUrl('anna'));
  await expect(page.getByRole('radiogroup', { name: b('dateStep.days') })).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('radiogroup', { name: b('who.title') })).toHaveCount(0);
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.filter((url) => url.includes('member='))).toEqual([]);
});
