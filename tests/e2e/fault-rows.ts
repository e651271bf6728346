// The rows of faults.spec.ts: each form call of the site, how a visitor makes it, what its
// failure toast says, and how the page shows it kept what was typed and then succeeded.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { RESEND_COOLDOWN_SECONDS } from '#web/features/auth/constants.ts';
import { latestCode, sendCodeTo } from './auth-helpers';
import { expect, hydrated } from './fixtures';

type ScenarioBody = { operation: string; fault?: string; status?: number; times?: number };

/** Sets a scenario in the test's namespace and returns its id. */
export async function setScenario(request: APIRequestContext, body: ScenarioBody) {
  const response = await request.post('/__mock/scenarios', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The toast whose title is exactly `title`. */
export const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({
    has: page.locator('[data-title]').getByText(title, { exact: true }),
  });

/** Lets the page's fake clock run a second at a time, so React re-renders between ticks. */
async function waitOutCooldown(page: Page) {
  for (let second = 0; second <= RESEND_COOLDOWN_SECONDS; second += 1) {
    await page.clock.runFor(1000);
  }
}

const NETWORK_ERROR = 'Network Error';

/** What `open` typed: the address, and for the code check the code that was emailed. */
type Opened = { email: string; code?: string };

type Row = {
  /** The call, as the test titles name it. */
  name: string;
  /** The scenario's operation (an alias of openapi.yaml's operationId). */
  operation: string;
  /** The path of the API call the action sends. */
  apiPath: string;
  /** The §8 toast of a call that got no answer. */
  failure: { title: string; description: string | null };
  /** The busy button's label while the call is pending. */
  pending: string;
  /** The sign-in card marks its busy button aria-busy; the whitelist and contact forms do not. */
  ariaBusy: boolean;
  /** The page, with everything typed that the action needs. */
  open: (page: Page, request: APIRequestContext) => Promise<Opened>;
  /** The visitor's action that sends the call. */
  act: (page: Page, opened: Opened) => Promise<void>;
  /** The same action once more after a failure (by default `act`). */
  retry?: (page: Page, opened: Opened) => Promise<void>;
  /** The action's button, idle again. */
  idle: (page: Page) => Locator;
  /** Nothing typed is lost, and the page is still where the visitor was. */
  kept: (page: Page, opened: Opened) => Promise<void>;
  /** The call's real success, as the visitor sees it. */
  succeeded: (page: Page) => Promise<void>;
  /** Reads are retried (docs/requirements.md §9): the page's fake clock runs the back-off. */
  retriedRead?: boolean;
};

const emailField = (page: Page) => page.getByLabel(/Email/);
const codeField = (page: Page) => page.getByLabel('Verification code');

async function openLogin(page: Page) {
  await page.goto('/login');
  await hydrated(page);
}

/** The contact form, filled; the message is sent from `email`. */
const contactValues = (email: string) => ({
  Name: 'Ada Lovelace',
  Email: email,
  Subject: 'e2e: faults',
  Message: 'We would love to test our Jira workflows with Testbeam.',
});

export const rows: Row[] = [
  {
    name: 'send code',
    operation: 'send-code',
    apiPath: '/api/auth/generate',
    failure: { title: 'Error', description: NETWORK_ERROR },
    pending: 'Sending...',
    ariaBusy: true,
    open: async (page) => {
      const email = 'fault-send@example.com';
      await openLogin(page);
      await emailField(page).fill(email);
      return { email };
    },
    act: (page) => page.getByRole('button', { name: 'Send Verification Code' }).click(),
    idle: (page) => page.getByRole('button', { name: 'Send Verification Code' }),
    kept: async (page, { email }) => {
      await expect(emailField(page)).toHaveValue(email);
      await expect(emailField(page)).toBeEnabled();
      await expect(codeField(page)).toBeHidden();
    },
    succeeded: async (page) => {
      await expect(toast(page, 'OTP Sent')).toBeVisible();
      await expect(codeField(page)).toBeVisible();
    },
  },
  {
    name: 'verify',
    operation: 'verify',
    apiPath: '/api/auth/validate',
    failure: { title: 'Login Failed', description: NETWORK_ERROR },
    pending: 'Verifying...',
    ariaBusy: true,
    open: async (page, request) => {
      const email = 'fault-verify@example.com';
      await openLogin(page);
      await sendCodeTo(page, email);
      await expect(codeField(page)).toBeVisible();
      return { email, code: await latestCode(request, email) };
    },
    // The sixth digit sends the check.
    act: (page, { code }) => codeField(page).pressSequentially(code ?? ''),
    retry: (page) => page.getByRole('button', { name: 'Verify & Sign In' }).click(),
    idle: (page) => page.getByRole('button', { name: 'Verify & Sign In' }),
    kept: async (page, { email, code }) => {
      // No verdict on the digits: they stay for the retry, and the code step with them.
      await expect(codeField(page)).toHaveValue(code ?? '');
      await expect(page.getByText(`we sent to ${email}`)).toBeVisible();
      await expect(page.locator('#sign-in-code-error')).toHaveText(NETWORK_ERROR);
    },
    succeeded: async (page) => {
      await expect(toast(page, 'Login Successful')).toBeVisible();
      await page.waitForURL('**/api_mcp_studio/');
    },
  },
  {
    name: 'resend',
    operation: 'send-code',
    apiPath: '/api/auth/generate',
    failure: { title: 'Failed to resend OTP. Please try again.', description: NETWORK_ERROR },
    pending: 'Resending...',
    ariaBusy: true,
    open: async (page, request) => {
      const email = 'fault-resend@example.com';
      // The site's 30 s countdown runs on the page's fake clock. The server keeps its own 30 s
      // cooldown in real time, so the first send is answered by a forced 200 (no code issued, no
      // cooldown started) and the resend under test is the address's first real send.
      await page.clock.install();
      await setScenario(request, { operation: 'send-code', status: 200, times: 1 });
      await openLogin(page);
      await sendCodeTo(page, email);
      await expect(codeField(page)).toBeVisible();
      await waitOutCooldown(page);
      await expect(page.getByRole('button', { name: 'Resend', exact: true })).toBeEnabled();
      // Half a code typed before asking for another: a failed resend keeps it.
      await codeField(page).pressSequentially('123');
      return { email };
    },
    act: (page) => page.getByRole('button', { name: 'Resend', exact: true }).click(),
    idle: (page) => page.getByRole('button', { name: 'Resend', exact: true }),
    kept: async (page, { email }) => {
      await expect(codeField(page)).toHaveValue('123');
      await expect(page.getByText(`we sent to ${email}`)).toBeVisible();
    },
    succeeded: async (page) => {
      await expect(toast(page, 'OTP Resent')).toBeVisible();
      // A new code: the old digits are gone, and the countdown starts again.
      await expect(codeField(page)).toHaveValue('');
      await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    },
  },
  {
    name: 'Google sign-in',
    operation: 'login-url',
    apiPath: '/api/auth/oauth/google/loginUrl',
    failure: {
      title: 'Internal server error occurred, please try again later.',
      description: null,
    },
    pending: 'Redirecting to Google...',
    ariaBusy: true,
    retriedRead: true,
    open: async (page) => {
      const email = 'fault-google@example.com';
      await page.clock.install();
      await openLogin(page);
      // Typed, then the visitor changes their mind: a failed Google sign-in keeps it.
      await emailField(page).fill(email);
      return { email };
    },
    act: (page) => page.getByRole('button', { name: 'Continue with Google' }).click(),
    idle: (page) => page.getByRole('button', { name: 'Continue with Google' }),
    kept: async (page, { email }) => {
      await expect(emailField(page)).toHaveValue(email);
      await expect(page.getByRole('button', { name: 'Send Verification Code' })).toBeEnabled();
    },
    succeeded: (page) => page.waitForURL('**/__mock/oauth/google**'),
  },
  {
    name: 'whitelist',
    operation: 'whitelist',
    apiPath: '/api/auth/whitelist',
    // §8 "Whitelist request errors": the response message as title, here the client's own.
    failure: { title: NETWORK_ERROR, description: null },
    pending: 'Requesting...',
    ariaBusy: false,
    open: async (page) => {
      const email = 'fault-whitelist@example.com';
      await page.goto('/email-whitelist');
      await hydrated(page);
      await emailField(page).fill(email);
      return { email };
    },
    act: (page) => page.getByRole('button', { name: 'Request Whitelist' }).click(),
    idle: (page) => page.getByRole('button', { name: 'Request Whitelist' }),
    kept: async (page, { email }) => {
      await expect(emailField(page)).toHaveValue(email);
      await expect(emailField(page)).toBeEnabled();
      await expect(page.getByRole('heading', { name: 'Request received' })).toHaveCount(0);
    },
    // The retry is sent, not refused as a duplicate: a failed request is not kept as pending.
    succeeded: async (page) => {
      await expect(toast(page, 'Whitelist Request Sent')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
    },
  },
  {
    name: 'contact',
    operation: 'contact',
    apiPath: '/api/auth/contactus',
    failure: { title: 'Failed to send message', description: NETWORK_ERROR },
    pending: 'Sending...',
    ariaBusy: false,
    open: async (page) => {
      const email = 'fault-contact@example.com';
      await page.goto('/contact');
      await hydrated(page);
      for (const [label, value] of Object.entries(contactValues(email))) {
        await page.getByLabel(label).fill(value);
      }
      await page.getByLabel('Category').selectOption({ label: 'Request connector' });
      return { email };
    },
    act: (page) => page.getByRole('button', { name: 'Send message' }).click(),
    idle: (page) => page.getByRole('button', { name: 'Send message' }),
    kept: async (page, { email }) => {
      for (const [label, value] of Object.entries(contactValues(email))) {
        await expect(page.getByLabel(label)).toHaveValue(value);
      }
      await expect(page.getByLabel('Category')).toHaveValue('connector');
    },
    succeeded: async (page) => {
      await expect(toast(page, 'Message sent successfully!')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    },
  },
];
