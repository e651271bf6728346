// Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi: no driver binary, no download.

import puppeteer from 'puppeteer-core';
import {
  centerOf,
  type EngineDriver,
  type Json,
  type Size,
  toExpression,
  VIEWPORT,
} from './driver';

export const firefoxPath = () => process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    protocol: 'webDriverBiDi',
  });
  try {
    const page = await browser.newPage();
    let errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${String(error)}`));

    // Into view first, as WebDriver's element click does in WebKit: a mouse click off screen
    // would land on nothing.
    const point = async (selector: string) => {
      await page.evaluate(
        `document.querySelector(${JSON.stringify(selector)})?.scrollIntoView({ block: 'center', behavior: 'instant' })`,
      );
      const at = await page.evaluate(centerOf(selector));
      if (!at) throw new Error(`no element matches ${selector}`);
      return at as { x: number; y: number };
    };

    return {
      engine: 'firefox',
      async goto(url) {
        await page.goto(url, { waitUntil: 'load' });
      },
      async setViewport(width, height) {
        await page.setViewport({ width, height });
        return (await page.evaluate(VIEWPORT)) as Size;
      },
      async evaluate<T extends Json>(script: string | (() => T | Promise<T>)) {
        return (await page.evaluate(toExpression(script))) as T;
      },
      async click(selector) {
        const { x, y } = await point(selector);
        await page.mouse.click(x, y);
      },
      async press(key) {
        await page.keyboard.press(key);
      },
      async type(selector, text) {
        await page.type(selector, text);
      },
      async keys(text) {
        await page.keyboard.type(text);
      },
      async wheel(selector, dx, dy) {
        const { x, y } = await point(selector);
        await page.mouse.move(x, y);
        await page.mouse.wheel({ deltaX: dx, deltaY: dy });
        return true;
      },
      async screenshot(path) {
        await page.screenshot({ path: path as `${string}.png` });
      },
      async consoleErrors() {
        const seen = errors;
        errors = [];
        return seen;
      },
      async close() {
        await browser.close();
      },
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
