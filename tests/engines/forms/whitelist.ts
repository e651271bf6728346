// The whitelist request form.

import type { Journey } from '../driver';
import { waitFor } from '../wait';
import { freshEmail, js, noConsoleErrors, labelled, toast, tapButton, visit } from './form-checks';

export const whitelist: Journey = {
  name: 'whitelist',
  async run(page, origin) {
    const email = freshEmail(page, 'WhiteList').replace('engines-', 'Engines-');
    const lower = email.toLowerCase();
    await visit(page, origin, '/email-whitelist');
    const field = await labelled(page, 'Email');
    await page.type(field, email);
    await tapButton(page, 'Request Whitelist');
    await toast(page, 'Whitelist Request Sent');
    await waitFor(
      () =>
        page.evaluate<boolean>(`[...document.querySelectorAll('[role="status"]')].some((status) =>
          status.querySelector('h2')?.textContent === 'Request received' &&
          status.querySelector('h2') === document.activeElement &&
          (status.textContent || '').includes(${js(lower)}))`),
      `no focused "Request received" confirmation naming ${lower}`,
    );
    const stored = (await (await fetch(`${origin}/__mock/whitelist`)).json()) as {
      email: string;
    }[];
    if (!stored.some((entry) => entry.email === lower)) {
      throw new Error(`the mock server holds no whitelist request for ${lower}`);
    }
    await tapButton(page, 'Request another address');
    // The form comes back as new elements: the field is looked up again (its id changes).
    let again = '';
    await waitFor(async () => {
      again = await labelled(page, 'Email').catch(() => '');
      const value =
        again && (await page.evaluate<string>(`document.querySelector(${js(again)}).value`));
      return again !== '' && value === '';
    }, 'no new, empty email field after "Request another address"');
    await page.type(again, email);
    await tapButton(page, 'Request Whitelist');
    await toast(page, 'Duplicate Email');
    await noConsoleErrors(page, 'on /email-whitelist');
    return `sent ${lower}, then refused it as a duplicate`;
  },
};
