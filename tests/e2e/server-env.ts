// The environment the built site's mock server runs with for browser suites (Playwright's e2e and
// tests/engines): raised rate limits, since parallel tests share one client address (rate
// limiting has its own tests).
export const siteServerEnv = (port: number): Record<string, string> => ({
  PORT: String(port),
  HOST: 'localhost',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_SEND_CODE: '1000',
  RATE_LIMIT_VERIFY: '1000',
  RATE_LIMIT_WHITELIST: '1000',
  RATE_LIMIT_CONTACT: '1000',
  RATE_LIMIT_LOGIN_URL: '1000',
});
