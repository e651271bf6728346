// The request guard's refusals (plugins/request-guard.ts), here so a body parser of a route
// (util/ignore-body.ts) refuses in the same words without importing the plugin.
// Fixed words: the refused value goes to the log, never back into an answer.
export const hostRefusedMessage =
  'This server does not answer for that host name. Add it to ALLOWED_HOSTS to allow it.';
export const crossSiteMessage =
  'Refused: a request from another site cannot change the mock server. Call it from its own pages, or without a browser.';
export const devCrossSiteMessage =
  "Refused: the mock's developer routes (/__mock) answer only its own pages and clients without a browser, not a request from another site (Sec-Fetch-Site: cross-site).";
