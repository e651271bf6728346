import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Session } from '../stores/records';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionManager;
  }
}

export const sessionCookie = 'tb_session';
/** A working day: long enough for a demo, short enough that stale cookies die. */
export const sessionLifetimeSeconds = 8 * 60 * 60;

/** The cookie's attributes. Secure only over HTTPS: on http://localhost the browser would drop it. */
export function cookieAttributes(protocol: string) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: protocol === 'https' } as const;
}

export interface SessionManager {
  /** Signs `email` in: stores a session and sets the cookie on `reply`. */
  start(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    method: Session['method'],
  ): Promise<Session>;
  /** The live session the request's cookie names, if any. */
  current(request: FastifyRequest): Session | undefined;
  /** Signs out: forgets the session and expires the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export default fp(
  async (app) => {
    await app.register(cookie);
    const { sessions } = app.stores;
    const isLive = (session: Session) =>
      Date.parse(session.createdAt) + sessionLifetimeSeconds * 1000 > app.now();

    const manager: SessionManager = {
      async start(request, reply, email, method) {
        const session: Session = {
          id: randomBytes(32).toString('base64url'),
          email: email.trim().toLowerCase(),
          method,
          createdAt: new Date(app.now()).toISOString(),
        };
        await sessions.retain(isLive);
        await sessions.add(session);
        reply.setCookie(sessionCookie, session.id, {
          ...cookieAttributes(request.protocol),
          maxAge: sessionLifetimeSeconds,
        });
        return session;
      },
      current(request) {
        const id = request.cookies[sessionCookie];
        const session = id ? sessions.get(id) : undefined;
        return session && isLive(session) ? session : undefined;
      },
      async end(request, reply) {
        const id = request.cookies[sessionCookie];
        if (id) await sessions.delete(id);
        reply.clearCookie(sessionCookie, cookieAttributes(request.protocol));
      },
    };
    app.decorate('sessions', manager);
  },
  { name: 'session', fastify: '5.x', dependencies: ['clock', 'stores'] },
);
