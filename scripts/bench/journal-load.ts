// The requests bench journal sends (journal.ts): plain fetches that throw on an error status, and
// the fill that brings the mock's stores to their caps (contact messages of ~5 KB, emails).

/** What the mock's stores hold at most: the fill sends this many messages and this many codes. */
export const STORE_CAP = 1000;
const FILL_CONCURRENCY = 8;

export async function send(origin: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Runs `task(0..count-1)`, `concurrency` at a time. */
async function inBatches(count: number, task: (i: number) => Promise<unknown>) {
  for (let i = 0; i < count; i += FILL_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(FILL_CONCURRENCY, count - i) }, (_, j) => i + j);
    await Promise.all(batch.map(task));
  }
}

let emails = 0;
export const sendCode = (origin: string) =>
  send(origin, '/api/auth/generate', {
    email: `bench-${(emails += 1)}@example.com`,
    recaptchaToken: '',
  }).then((response) => response.text());

/** The longest valid contact message, different each time. */
async function sendContact(origin: string, i: number) {
  const tokenAnswer = await send(origin, '/__mock/recaptcha/token', { action: 'submit' });
  const { token } = (await tokenAnswer.json()) as { token: string };
  const words = `Message ${i}: we would love to test our Jira workflows with API MCP Studio. `;
  await send(origin, '/api/auth/contactus', {
    name: 'Ada Lovelace',
    email: `ada-${i}@example.com`,
    category: 'connector',
    subject: `Request ${i}: ${'a Jira connector, '.repeat(11)}`.slice(0, 200),
    message: words.repeat(Math.ceil(5000 / words.length)).slice(0, 5000),
    recaptchaToken: token,
  }).then((response) => response.text());
}

/** Fills the stores to their caps. */
export async function fill(origin: string) {
  await inBatches(STORE_CAP, (i) => sendContact(origin, i));
  await inBatches(STORE_CAP, () => sendCode(origin));
}
