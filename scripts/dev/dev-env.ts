// The environments `npm run dev` starts its two processes with, apart so a test can start the
// same pair: the mock serves only the API, and names the Vite server (which proxies to it) as its
// public origin, so the Google stand-in's URL, the Host check and the Origin check all agree.

export const vitePort = 3000;

export function devEnvironments(mockPort: string, port = vitePort) {
  return {
    mock: { PORT: mockPort, SERVE_SITE: 'false', PUBLIC_ORIGIN: `http://localhost:${port}` },
    vite: { MOCK_PORT: mockPort },
  };
}
