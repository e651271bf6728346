// The site's forms in every engine: sign-in by emailed code (typed, pasted, from the keyboard, on
// an agent page), the whitelist request and the contact form. Codes come from the mock server's
// dev outbox; every run uses fresh addresses (each has a 30 s resend cooldown).

import { REDIRECT_DELAY_MS } from '../../web/src/features/auth/constants';
import type { EngineDriver, Journey } from './driver';
import { byText, hydrated, waitFor } from './wait';

/** A sign-in leaves for the app REDIRECT_DELAY_MS after "Login Successful", less 50 ms of timer slack. */
const MIN_REDIRECT_MS = REDIRECT_DELAY_MS - 50;
const CODE_INPUT = '#sign-in-code';

const freshEmail = (page: EngineDriver, what: string) =>
  `engines-${page.engine}-${what}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

const js = (value: unknown) => JSON.stringify(value);

const TIMED_OUT = 'timed out';
/** waitFor, its message made when it times out: from what the last check saw. */
async function until(check: () => Promise<boolean>, message: () => string, timeoutMs = 5000) {
  try {
    await waitFor(check, TIMED_OUT, timeoutMs);
  } catch (error) {
    throw error instanceof Error && error.message === TIMED_OUT ? new Error(message()) : error;
  }
}

/** Throws the console errors seen since the last look, if any. */
async function noConsoleErrors(page: EngineDriver, when: string) {
  const errors = await page.consoleErrors();
  if (errors.length > 0) throw new Error(`console ${when}: ${errors.join(' | ')}`);
}

/** A selector for the field the <label> saying `text` (a required field's "*" aside) is for. */
async function labelled(page: EngineDriver, text: string) {
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
async function toast(page: EngineDriver, title: string) {
  await waitFor(
    () =>
      page.evaluate<boolean>(
        `[...document.querySelectorAll('[data-sonner-toast]')].some((toast) => (toast.textContent || '').includes(${js(title)}))`,
      ),
    `no "${title}" toast`,
    8000,
  );
}

const textShown = (page: EngineDriver, text: string) =>
  page.evaluate<boolean>(
    `(document.body.innerText || '').replace(/\\s+/g, ' ').includes(${js(text)})`,
  );

/** The newest code the mock server "emailed" to `email`. */
async function latestCode(origin: string, email: string) {
  const response = await fetch(`${origin}/__mock/outbox?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`outbox: HTTP ${response.status}`);
  const mails = (await response.json()) as { code?: string }[];
  const code = mails[0]?.code;
  if (!code || !/^\d{6}$/.test(code)) throw new Error(`no code was emailed to ${email}`);
  return code;
}

/** Clicks the button that says `text`, as a visitor finds it. */
const tapButton = async (page: EngineDriver, text: string) =>
  page.click(await byText(page, 'button', text));

const focusedId = (page: EngineDriver) => page.evaluate<string>('document.activeElement?.id ?? ""');

/** Opens `path` at 1280 × 800, once React has hydrated it. */
async function visit(page: EngineDriver, origin: string, path: string) {
  await page.setViewport(1280, 800);
  await page.goto(origin + path);
  await hydrated(page);
}

/** On a sign-in card: types `email`, sends the code and waits for the code step. */
async function sendCode(page: EngineDriver, email: string) {
  await page.type(await labelled(page, 'Email'), email);
  await tapButton(page, 'Send Verification Code');
  await toast(page, 'OTP Sent');
  await codeStep(page);
}

/** Where the page notes when "Login Successful" showed: it outlives the redirect (same origin). */
const SUCCESS_KEY = 'engines-login-successful';

/**
 * The code step shows, its input focused (the card puts the caret there) and labelled
 * "Verification code". From here the page notes the moment a "Login Successful" toast appears.
 */
async function codeStep(page: EngineDriver) {
  let focused = '';
  await until(
    async () => (focused = await focusedId(page)) === CODE_INPUT.slice(1),
    () => `the code step did not focus ${CODE_INPUT} (focus on "${focused}")`,
  );
  const label = await labelled(page, 'Verification code');
  if (label !== `[id="${CODE_INPUT.slice(1)}"]`) {
    throw new Error(`"Verification code" labels ${label}, not ${CODE_INPUT}`);
  }
  await page.evaluate(`(() => {
    sessionStorage.removeItem(${js(SUCCESS_KEY)});
    const seen = () => [...document.querySelectorAll('[data-sonner-toast]')].some((toast) =>
      (toast.textContent || '').includes('Login Successful'));
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      sessionStorage.setItem(${js(SUCCESS_KEY)}, String(Date.now()));
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return true;
  })()`);
}

/**
 * After the code went in: "Login Successful", then the app stand-in at `appPath`, reached no
 * sooner than the 750 ms redirect allows, saying who signed in. The delay is the page's own: from
 * the toast's appearance to the start of the navigation into the app (its performance.timeOrigin).
 */
async function landsSignedIn(page: EngineDriver, appPath: string, email: string) {
  await toast(page, 'Login Successful');
  // The sign-in page's errors now: WebKit's recorder does not follow the page into the app.
  await noConsoleErrors(page, 'before the redirect');
  let at = '';
  const where = () =>
    page.evaluate<string>('location.pathname + " " + document.readyState').catch(() => 'between');
  await until(
    async () => (at = await where()) === `${appPath} complete`,
    () => `did not land on ${appPath} (at "${at}")`,
    10_000,
  );
  const times = await page.evaluate<{ toast: string | null; start: number }>(
    `({ toast: sessionStorage.getItem(${js(SUCCESS_KEY)}), start: performance.timeOrigin })`,
  );
  if (times.toast === null) throw new Error('the page never noted the "Login Successful" toast');
  const delay = Math.round(times.start - Number(times.toast));
  if (delay < MIN_REDIRECT_MS) {
    throw new Error(
      `left for ${appPath} ${delay} ms after "Login Successful" (< ${REDIRECT_DELAY_MS} ms)`,
    );
  }
  await waitFor(
    () => textShown(page, `Signed in as ${email}`),
    `${appPath} does not say "Signed in as ${email}"`,
  );
  await noConsoleErrors(page, 'in the app');
  return `left for ${appPath} ${delay} ms after the toast`;
}

const signInTyped: Journey = {
  name: 'sign-in-typed',
  async run(page, origin) {
    const email = freshEmail(page, 'typed');
    await visit(page, origin, '/login');
    await sendCode(page, email);
    await page.type(CODE_INPUT, await latestCode(origin, email));
    return landsSignedIn(page, '/api_mcp_studio/', email);
  },
};

const signInPasted: Journey = {
  name: 'sign-in-pasted',
  async run(page, origin) {
    const email = freshEmail(page, 'pasted');
    await visit(page, origin, '/login');
    await sendCode(page, email);
    const code = await latestCode(origin, email);
    const pasted = `${code.slice(0, 3)} ${code.slice(3)}`;
    // As a clipboard paste into the focused input; the code step already checked which has focus.
    const taken = await page.evaluate<boolean>(`(() => {
      const input = document.activeElement;
      const data = new DataTransfer();
      data.setData('text/plain', ${js(pasted)});
      // Gecko keeps a copy of clipboardData only from its own dataType/data members.
      const event = new ClipboardEvent('paste', {
        clipboardData: data, dataType: 'text/plain', data: ${js(pasted)}, bubbles: true, cancelable: true });
      input.dispatchEvent(event);
      return event.defaultPrevented;
    })()`);
    if (!taken) throw new Error(`the code input ignored a paste of "${pasted}"`);
    return `pasted "${pasted}"; ${await landsSignedIn(page, '/api_mcp_studio/', email)}`;
  },
};

const agentSignIn: Journey = {
  name: 'agent-sign-in',
  async run(page, origin) {
    await visit(page, origin, '/github');
    // The sign-in card (around "Send Verification Code") links to the whitelist request.
    const linked = await page.evaluate<number>(`(() => {
      const send = [...document.querySelectorAll('button')].find(
        (button) => (button.textContent || '').trim() === 'Send Verification Code');
      const card = send?.closest('[data-form-card]');
      return card ? card.querySelectorAll('a[href="/email-whitelist"]').length : -1;
    })()`);
    if (linked !== 1) {
      throw new Error(
        linked < 0
          ? 'no sign-in card (a Paper around "Send Verification Code") on /github'
          : `the sign-in card has ${linked} links to /email-whitelist, not 1`,
      );
    }
    const email = freshEmail(page, 'agent');
    await sendCode(page, email);
    await page.type(CODE_INPUT, await latestCode(origin, email));
    return landsSignedIn(page, '/connect/discover/github/', email);
  },
};

const keyboardSignIn: Journey = {
  name: 'keyboard-sign-in',
  async run(page, origin) {
    const email = freshEmail(page, 'keys');
    await visit(page, origin, '/login');
    const field = await labelled(page, 'Email');
    await page.evaluate('(document.activeElement?.blur(), window.scrollTo(0, 0))');
    let presses = 0;
    while (
      !(await page.evaluate<boolean>(`document.activeElement?.matches(${js(field)}) === true`))
    ) {
      if (presses === 40) throw new Error('the email field not reached after 40 Tab presses');
      await page.press('Tab');
      presses += 1;
    }
    // Typed into whatever has focus: the field Tab reached.
    await page.keys(email);
    await page.press('Enter');
    await toast(page, 'OTP Sent');
    await codeStep(page);
    await page.type(CODE_INPUT, await latestCode(origin, email));
    return `${presses} Tab presses; ${await landsSignedIn(page, '/api_mcp_studio/', email)}`;
  },
};

const whitelist: Journey = {
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

const contact: Journey = {
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

export const formJourneys: readonly Journey[] = [
  signInTyped,
  signInPasted,
  agentSignIn,
  whitelist,
  contact,
  keyboardSignIn,
];
