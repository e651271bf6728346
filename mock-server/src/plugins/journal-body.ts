import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received, uncut: the journal's record cuts it. */
    journalRequestText: string | undefined;
  }
}

/**
 * Keeps each JSON body's text as it arrived, for the journal: not the parsed value stringified
 * again (Ajv adds defaults to it, and an 8,000-deep array makes stringify throw where the schema
 * answers 400). Fastify's own parser does the parsing, poisoning checks and all; routes
 * registered after this plugin inherit it.
 */
export default fp(
  async (app) => {
    app.decorateRequest('journalRequestText', undefined);
    const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
    const parseJson = app.getDefaultJsonParser(
      onProtoPoisoning ?? 'error',
      onConstructorPoisoning ?? 'error',
    );
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = String(body);
      request.journalRequestText = text;
      parseJson(request, text, done);
    });
  },
  { name: 'journal-body', fastify: '5.x' },
);
