import type { Page, TestInfo } from '@playwright/test';

/** A full-page screenshot in test-results, attached to the report (looked at when the layout changes). */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
