import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    devEvents: DevEvents;
  }
}

/**
 * What the developer console hears about (GET /__mock/events): a request was journaled, an
 * email "sent", a store changed, a scenario was set or used up, everything was reset.
 */
export type DevEventType = 'request' | 'email' | 'state' | 'scenario' | 'reset';

export interface DevEvent {
  type: DevEventType;
  data: unknown;
}

export type DevEventListener = (event: DevEvent) => void;

/** A small synchronous bus: publishing with nobody listening costs a Set lookup. */
export class DevEvents {
  private readonly listeners = new Set<DevEventListener>();

  publish(type: DevEventType, data: unknown): void {
    if (this.listeners.size === 0) return;
    const event = { type, data };
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // One broken listener (a closed stream) must not stop the others or the request.
      }
    }
  }

  /** Returns the unsubscribe function. */
  subscribe(listener: DevEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}

/** Registered first and always: stores publish into it whether or not anyone listens. */
export default fp(
  async (app) => {
    app.decorate('devEvents', new DevEvents());
  },
  { name: 'dev-events', fastify: '5.x' },
);
