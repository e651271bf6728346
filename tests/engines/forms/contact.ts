// The contact form: its errors, then a message sent.

import type { EngineDriver, Journey } from '../driver';
import { byText, waitFor } from '../wait';
import { js, noConsoleErrors, labelled, toast, tapButton, focusedId, visit } from './form-checks';

/**
 * Chooses the option saying `label` in a <select>: by typing its first letter on the focused
 * select, as a keyboard user does, else (an engine whose typing does not reach a select) as a
 * script would, with the input and change events React listens to. Says which way it went.
 */
async function chooseOption(page: EngineDriver, select: string, label: string) {
  const chosen = () =>
    page.evaluate<boolean>(`(() => {
      const select = document.querySelector(${js(select)});
      return select.selectedOptions[0]?.textContent.trim() === ${js(label)};
    })()`);
  await page.type(select, label.slice(0, 1));
  if (await chosen()) return 'typed';
  await page.evaluate(`(() => {
    const select = document.querySelector(${js(select)});
    const option = [...select.options].find((one) => one.textContent.trim() === ${js(label)});
    if (!option) return false;
    select.value = option.value;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  })()`);
  if (!(await chosen())) throw new Error(`no "${label}" option could be chosen in ${select}`);
  return 'set by script';
}

/** docs/requirements.md §5: what each empty field says. */
const contactErrors = [
  ['Name', 'Name must be at least 2 characters'],
  ['Email', 'Please enter a valid email address'],
  ['Category', 'Please select a category'],
  ['Subject', 'Subject is required'],
  ['Message', 'Message must be at least 10 characters'],
] as const;
const CONTACT_SENT = `performance.getEntriesByType('resource').some((entry) =>
  new URL(entry.name).pathname === '/api/auth/contactus')`;

export const contact: Journey = {
  name: 'contact',
  async run(page, origin) {
    await visit(page, origin, '/contact');
    const send = await byText(page, 'button', 'Send message');
    await waitFor(
      () => page.evaluate<boolean>(`document.querySelector(${js(send)})?.disabled === false`),
      '"Send message" stayed disabled',
    );
    // An empty form: each field says what it needs (docs/requirements.md §5), nothing is sent.
    await page.click(send);
    const described = async (label: string, message: string) => {
      const field = await labelled(page, label);
      await waitFor(
        () =>
          page.evaluate<boolean>(`(() => {
            const ids = (document.querySelector(${js(field)})?.getAttribute('aria-describedby') || '').split(' ');
            return ids.some((id) => id && (document.getElementById(id)?.textContent || '').includes(${js(message)}));
          })()`),
        `${label} is not described by "${message}" after an empty submit`,
      );
    };
    for (const [label, message] of contactErrors) await described(label, message);
    const focused = await focusedId(page);
    if (focused !== 'contact-name') {
      throw new Error(`focus is on "${focused}", not on the first wrong field (Name)`);
    }
    // Nothing went out: the page never called the contact endpoint (fetches are resources too).
    if (await page.evaluate<boolean>(CONTACT_SENT)) {
      throw new Error('an empty form was sent to /api/auth/contactus');
    }

    const subject = `engines ${page.engine} ${Date.now().toString(36)}`;
    await page.type(await labelled(page, 'Name'), 'Ada Lovelace');
    await page.type(await labelled(page, 'Email'), 'ada@example.com');
    const category = await labelled(page, 'Category');
    const how = await chooseOption(page, category, 'Request connector');
    await page.type(await labelled(page, 'Subject'), subject);
    await page.type(
      await labelled(page, 'Message'),
      'We would love to test our Jira workflows with Testbeam.',
    );
    await page.click(send);
    await toast(page, 'Message sent successfully!');
    await waitFor(
      () =>
        page.evaluate<boolean>(`[...document.querySelectorAll('[role="status"]')].some((status) =>
          status.querySelector('h2')?.textContent === 'Message sent' &&
          status.querySelector('h2') === document.activeElement &&
          (status.textContent || '').includes(${js(subject)}) &&
          (status.textContent || '').includes('ada@example.com'))`),
      `no focused "Message sent" confirmation naming "${subject}" and ada@example.com`,
    );
    const stored = (
      (await (await fetch(`${origin}/__mock/messages`)).json()) as {
        subject: string;
        category: string;
      }[]
    ).filter((message) => message.subject === subject);
    if (stored.length !== 1 || stored[0]?.category !== 'connector') {
      throw new Error(
        `the mock holds ${stored.length} message(s) "${subject}" (want 1, connector)`,
      );
    }
    await tapButton(page, 'Send another message');
    await waitFor(
      () =>
        page.evaluate<boolean>(
          `['name', 'email', 'subject', 'message'].every((name) => document.getElementById('contact-' + name)?.value === '')`,
        ),
      '"Send another message" did not bring back an empty form',
    );
    await noConsoleErrors(page, 'on /contact');
    return `sent "${subject}" (category ${how}) after an empty submit showed the field messages`;
  },
};
