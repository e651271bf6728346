// Where sign-in lands in the app (docs/requirements.md §4, docs/decisions/0002-addresses.md): the
// site sends the browser there, the mock server allows exactly these redirects and stands in for
// the pages.

/** Where the app lands after sign-in on the platform (docs/requirements.md §4). */
export const studioPath = '/api_mcp_studio/';

/** Where the app lands after sign-in on an agent's page: its connector. */
export const connectorPath = (appConnectorKey: string): string =>
  `/connect/discover/${appConnectorKey}/`;
