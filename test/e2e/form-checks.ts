import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';

/** The control shows the message as its own error: marked invalid, and described by the message. */
export async function expectFieldError(control: Locator, message: string): Promise<void> {
  await control.page().getByText(message, { exact: true }).first().waitFor();
  expect(await control.getAttribute('aria-invalid'), message).to.equal('true');
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => control.page().locator(`[id="${id}"]`).textContent()));
  expect(texts, message).to.include(message);
}

/**
 * Waits until a corrected field is no longer marked: the form checks it again as it changes and takes
 * its message away, and the fields below move up. A click on the submit button sent before that may
 * land where the button was.
 */
export async function expectNoFieldError(control: Locator): Promise<void> {
  await control.page().waitForFunction((el) => el?.getAttribute('aria-invalid') !== 'true', await control.elementHandle(), { timeout: 10_000 });
}

export const isFocused = (control: Locator) => control.evaluate((el) => el === document.activeElement);

export async function noSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, where).to.be.at.most(0);
}
