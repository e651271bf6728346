import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * The newest code the mock server "emailed" to `to`, from the dev outbox of the test's namespace
 * (`request` carries it), once there is one. Tests
 * read it right after pressing Send, while the browser's request may still be on its way, so it
 * waits for the email instead of reading the outbox once. No email within 10 s still fails.
 */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/__mock/outbox?to=${encodeURIComponent(to)}`);
        code = ((await response.json()) as { code: string }[])[0]?.code;
        return code;
      },
      { message: `no email sent to ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code ?? '';
}

export async function sendCodeTo(page: Page, email: string) {
  await page.getByLabel(/Email/).fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
}

/** Pastes text into the focused element, as a clipboard paste would. */
export async function paste(page: Page, selector: string, text: string) {
  await page.locator(selector).evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}
