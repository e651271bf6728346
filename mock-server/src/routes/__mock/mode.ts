import type { FastifyInstance } from 'fastify';

/** GET /__mock/mode: whether the mock answers /api/* itself or forwards it (MOCK_UPSTREAM). */
export interface MockMode {
  mode: 'mock' | 'proxy';
  /** MOCK_UPSTREAM, or null in mock mode. */
  upstream: string | null;
  /** MOCK_UPSTREAM_STRICT: a violating upstream answer becomes a 502. */
  strict: boolean;
}

export default async function mode(app: FastifyInstance, { mode }: { mode: MockMode }) {
  const answer: MockMode = { ...mode };
  app.get('/__mock/mode', async () => answer);
}
