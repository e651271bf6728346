// The names the site and the mock server's app stand-in pages both show
// (docs/decisions/0001-brand-and-configuration.md); the rest of the brand data is the site's
// (web/src/config/site.ts).

export const COMPANY_NAME = 'Testbeam';
export const PRODUCT_NAME = 'API MCP Studio';
