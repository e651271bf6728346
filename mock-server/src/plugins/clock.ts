import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Milliseconds since the epoch. Every expiry, cooldown and window reads this, never Date.now(),
     * so tests move time instead of sleeping. */
    now(): number;
  }
}

export default fp<{ now: () => number }>(
  async (app, { now }) => {
    app.decorate('now', now);
  },
  { name: 'clock', fastify: '5.x' },
);
