// WebKitGTK's MiniBrowser driven by Debian's WebKitWebDriver through selenium-webdriver, on a
// private Xvfb display (WebKitGTK has no headless mode). The driver is started from its path, so
// selenium-manager never looks for or downloads one.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Actions, Builder, By, Capabilities, Key, type WebDriver } from 'selenium-webdriver';
import { DriverService } from 'selenium-webdriver/remote';
import { freePort } from '../../scripts/tooling/ports';
import {
  centerOf,
  type EngineDriver,
  type Json,
  type KeyName,
  type Size,
  toExpression,
  VIEWPORT,
} from './driver';
import { startXvfb } from './xvfb';

export const webkitDriverPath = () => process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** MiniBrowser ships beside the WebKitGTK library (webkit2gtk-4.1 or -4.0, or webkitgtk-6.0). */
export function miniBrowserPath(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const list = (dir: string) =>
    existsSync(dir) && statSync(dir).isDirectory() ? readdirSync(dir) : [];
  const found = list('/usr/lib')
    .flatMap((arch) => list(join('/usr/lib', arch)).map((lib) => join('/usr/lib', arch, lib)))
    .filter((dir) => /\/webkit[^/]*gtk-[\d.]+$/.test(dir))
    .map((dir) => join(dir, 'MiniBrowser'))
    .filter((path) => existsSync(path));
  return found.sort().at(-1) ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
}

const keys: Record<KeyName, string> = {
  Escape: Key.ESCAPE,
  Enter: Key.ENTER,
  Tab: Key.TAB,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
  Home: Key.HOME,
  End: Key.END,
};

// This WebKitWebDriver speaks no BiDi (a `webSocketUrl` session fails to match), and MiniBrowser
// ignores --enable-write-console-messages-to-stdout under --automation, so errors are recorded by
// a script injected after each load (and on a page a link led to, at the first look for errors):
// errors thrown while a page loads are not seen.
const RECORD_ERRORS = `(() => {
  if (window.__engineErrors) return;
  const errors = (window.__engineErrors = []);
  addEventListener('error', (event) => errors.push('pageerror: ' + event.message));
  addEventListener('unhandledrejection', (event) => errors.push('unhandledrejection: ' + String(event.reason)));
  const original = console.error;
  console.error = (...args) => { errors.push(args.map(String).join(' ')); original.apply(console, args); };
})()`;

/** selenium-webdriver has wheel actions since 4.2; @types/selenium-webdriver lacks them. */
type WheelActions = Actions & {
  scroll(x: number, y: number, deltaX: number, deltaY: number): Actions;
};

export async function launchWebKit(): Promise<EngineDriver> {
  const display = await startXvfb();
  const port = await freePort();
  const service = new DriverService.Builder(webkitDriverPath())
    .setPort(port)
    .setHostname('127.0.0.1')
    .setEnvironment({ ...process.env, DISPLAY: display.name } as Record<string, string>)
    .build();
  let driver: WebDriver | undefined;
  const close = async () => {
    await driver?.quit().catch(() => undefined);
    await service.kill().catch(() => undefined);
    display.stop();
  };
  try {
    const url = await service.start(20_000);
    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
    });
    const session = await new Builder().usingServer(url).withCapabilities(capabilities).build();
    driver = session;
    const run = async <T>(expression: string) =>
      (await session.executeScript(`return ${expression};`)) as T;

    return {
      engine: 'webkit',
      async goto(url) {
        await session.get(url);
        await run(RECORD_ERRORS);
      },
      async setViewport(width, height) {
        // The window's size, corrected once by what its frame takes from the viewport.
        const window = session.manage().window();
        await window.setRect({ width, height });
        const inner = await run<Size>(VIEWPORT);
        if (inner.width === width && inner.height === height) return inner;
        await window.setRect({ width: 2 * width - inner.width, height: 2 * height - inner.height });
        return run<Size>(VIEWPORT);
      },
      async evaluate<T extends Json>(script: string | (() => T | Promise<T>)) {
        return run<T>(toExpression(script));
      },
      async click(selector) {
        // Mid-screen first, as in Firefox: WebDriver scrolls an element only until it shows, which
        // can leave it under the sticky header, and then refuses to click it.
        await run(
          `document.querySelector(${JSON.stringify(selector)})?.scrollIntoView({ block: 'center', behavior: 'instant' })`,
        );
        await session.findElement(By.css(selector)).click();
      },
      async press(key) {
        await session.actions().sendKeys(keys[key]).perform();
      },
      async type(selector, text) {
        await session.findElement(By.css(selector)).sendKeys(text);
      },
      async keys(text) {
        await session.actions().sendKeys(text).perform();
      },
      async wheel(selector, dx, dy) {
        const at = await run<{ x: number; y: number } | null>(centerOf(selector));
        if (!at) throw new Error(`no element matches ${selector}`);
        try {
          await (session.actions() as WheelActions).scroll(at.x, at.y, dx, dy).perform();
          // Released after each gesture: WebKitWebDriver otherwise drops every later scroll
          // action of the session (one wheel event of two reached the page, even 3 s apart).
          await session.actions().clear();
          return true;
        } catch {
          return false;
        }
      },
      async screenshot(path) {
        const { writeFile } = await import('node:fs/promises');
        await writeFile(path, await session.takeScreenshot(), 'base64');
      },
      async consoleErrors() {
        // A page reached by a link or a redirect, not by goto, has no recorder yet: it gets one
        // now, so its later errors are seen.
        const errors = await run<string[]>('(window.__engineErrors || []).splice(0)');
        await run(RECORD_ERRORS);
        return errors;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
