// The environment the built site's mock server runs with for browser suites (Playwright's e2e and
// tests/engines). The rate limits are the documented ones: each e2e test works in a mock
// namespace of its own (./mock-namespace.ts), and so in windows of its own.
export const siteServerEnv = (port: number): Record<string, string> => ({
  PORT: String(port),
  HOST: 'localhost',
  LOG_LEVEL: 'warn',
});
