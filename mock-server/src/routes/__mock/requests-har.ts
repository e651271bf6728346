import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { harStream } from '../../journal/har';

const packageJson = new URL('../../../../package.json', import.meta.url);
const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };

/** GET /__mock/requests.har: the whole request journal, oldest first, as a HAR 1.2 download. */
export default async function exportRequestsHar(app: FastifyInstance) {
  app.get('/__mock/requests.har', async (request, reply) => {
    const har = harStream(
      request.namespace.journal.newestFirst().reverse(),
      app.publicOrigin(),
      version,
    );
    return reply
      .header('content-disposition', 'attachment; filename="testbeam-mock.har"')
      .type('application/json; charset=utf-8')
      .send(har);
  });
}
