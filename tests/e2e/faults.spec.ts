import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rows, setScenario, toast } from './fault-rows';

// Network faults (mock-server/openapi.dev.yaml, POST /__mock/scenarios with `fault`) met by each
// form call of the site, through the page's own code: a connection reset and a 200 cut off
// mid-body are calls with no usable answer, which docs/requirements.md §7 reports as
// "Network Error", in the §8 toast of that call; the visitor loses nothing typed and can try
// again. A held call ("hang") shows the pending state until the scenario is cleared, then gets
// its real answer. Each test's scenarios live in its own mock namespace (./mock-namespace.ts), so
// none of them meets another test's calls, the Google row's (which has no address) included.

type Fault = 'reset' | 'malformed';
/** Calls of scenario `id` the server has taken so far (a used-up one is gone from the list). */
async function usedCalls(request: APIRequestContext, id: string): Promise<number> {
  const list = (await (await request.get('/__mock/scenarios')).json()) as {
    id: string;
    used: number;
  }[];
  return list.find((scenario) => scenario.id === id)?.used ?? -1;
}

/** The requests the page sends to `apiPath`, from now on. */
function watchCalls(page: Page, apiPath: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === apiPath) calls.push(request.method());
  });
  return calls;
}

for (const row of rows) {
  for (const fault of ['reset', 'malformed'] as const satisfies Fault[]) {
    const said = row.failure.description
      ? `"${row.failure.title}" toast saying "${row.failure.description}"`
      : `"${row.failure.title}" toast`;
    test(`${row.name} × ${fault}: ${said}, button back, nothing typed lost, a retry works`, async ({
      page,
      request,
    }) => {
      const opened = await row.open(page, request);
      const calls = watchCalls(page, row.apiPath);
      // No `times`: a browser may resend a request whose reused connection was reset.
      const id = await setScenario(request, { operation: row.operation, fault });
      await row.act(page, opened);

      const failed = toast(page, row.failure.title);
      if (row.retriedRead) {
        // Each try that gets no answer waits 1 s, 2 s, then 4 s before the next.
        await expect(async () => {
          await page.clock.runFor(1000);
          await expect(failed).toBeVisible({ timeout: 250 });
        }).toPass({ timeout: 20_000 });
        expect(calls, 'the first try and 3 retries').toHaveLength(4);
      }
      await expect(failed).toBeVisible();
      await expect(failed).toHaveAttribute('data-type', 'error');
      const description = failed.locator('[data-description]');
      if (row.failure.description) await expect(description).toHaveText(row.failure.description);
      else await expect(description).toHaveCount(0);
      expect(await usedCalls(request, id)).toBeGreaterThanOrEqual(1);

      await expect(row.idle(page)).toBeEnabled();
      await row.kept(page, opened);

      expect((await request.delete(`/__mock/scenarios/${id}`)).ok()).toBe(true);
      await (row.retry ?? row.act)(page, opened);
      await row.succeeded(page);
    });
  }

  test(`${row.name} × hang: "${row.pending}" until the scenario is cleared, then the held call succeeds`, async ({
    page,
    request,
  }) => {
    const opened = await row.open(page, request);
    const calls = watchCalls(page, row.apiPath);
    const id = await setScenario(request, { operation: row.operation, fault: 'hang' });
    await row.act(page, opened);

    const busy = page.getByRole('button', { name: row.pending });
    await expect(busy).toBeDisabled();
    if (row.ariaBusy) await expect(busy).toHaveAttribute('aria-busy', 'true');
    // The server holds the call: it is counted, and still unanswered.
    await expect.poll(() => usedCalls(request, id)).toBe(1);
    await expect(busy).toBeDisabled();

    expect((await request.delete(`/__mock/scenarios/${id}`)).ok()).toBe(true);
    await row.succeeded(page);
    // The success is the held call's own answer, not a second request.
    expect(calls).toHaveLength(1);
  });
}
