// What the form journeys ask of a page: fresh addresses, labelled fields, toasts, shown text,
// the mock's outbox, console errors; and a visit that waits for React.

import type { EngineDriver } from '../driver';
import { byText, hydrated, waitFor } from '../wait';

export const freshEmail = (page: EngineDriver, what: string) =>
  `engines-${page.engine}-${what}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

export const js = (value: unknown) => JSON.stringify(value);

const TIMED_OUT = 'timed out';
/** waitFor, its message made when it times out: from what the last check saw. */
export async function until(
  check: () => Promise<boolean>,
  message: () => string,
  timeoutMs = 5000,
) {
  try {
    await waitFor(check, TIMED_OUT, timeoutMs);
  } catch (error) {
    throw error instanceof Error && error.message === TIMED_OUT ? new Error(message()) : error;
  }
}

/** Throws the console errors seen since the last look, if any. */
export async function noConsoleErrors(page: EngineDriver, when: string) {
  const errors = await page.consoleErrors();
  if (errors.length > 0) throw new Error(`console ${when}: ${errors.join(' | ')}`);
}

/** A selector for the field the <label> saying `text` (a required field's "*" aside) is for. */
export async function labelled(page: EngineDriver, text: string) {
  const id = await page.evaluate<string | null>(`(() => {
    for (const label of document.querySelectorAll('label')) {
      const said = (label.textContent || '').replace(/[\\s*]+/g, ' ').trim();
      if (said === ${js(text)} && label.htmlFor) return label.htmlFor;
    }
    return null;
  })()`);
  if (!id) throw new Error(`no field is labelled "${text}"`);
  return `[id=${js(id)}]`;
}

/** Resolves once a toast says `title` (sonner's); throws after 8 s. */
export async function toast(page: EngineDriver, title: string) {
  await waitFor(
    () =>
      page.evaluate<boolean>(
        `[...document.querySelectorAll('[data-sonner-toast]')].some((toast) => (toast.textContent || '').includes(${js(title)}))`,
      ),
    `no "${title}" toast`,
    8000,
  );
}

export const textShown = (page: EngineDriver, text: string) =>
  page.evaluate<boolean>(
    `(document.body.innerText || '').replace(/\\s+/g, ' ').includes(${js(text)})`,
  );

/** The newest code the mock server "emailed" to `email`. */
export async function latestCode(origin: string, email: string) {
  const response = await fetch(`${origin}/__mock/outbox?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`outbox: HTTP ${response.status}`);
  const mails = (await response.json()) as { code?: string }[];
  const code = mails[0]?.code;
  if (!code || !/^\d{6}$/.test(code)) throw new Error(`no code was emailed to ${email}`);
  return code;
}

/** Clicks the button that says `text`, as a visitor finds it. */
export const tapButton = async (page: EngineDriver, text: string) =>
  page.click(await byText(page, 'button', text));

export const focusedId = (page: EngineDriver) =>
  page.evaluate<string>('document.activeElement?.id ?? ""');

/** Opens `path` at 1280 × 800, once React has hydrated it. */
export async function visit(page: EngineDriver, origin: string, path: string) {
  await page.setViewport(1280, 800);
  await page.goto(origin + path);
  await hydrated(page);
}
