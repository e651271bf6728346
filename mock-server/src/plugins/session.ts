import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Session } from '../stores/records';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionManager;
  }
}

export const sessionCookie = 'tb_session';
/** Over HTTPS: the browser takes it only with Secure, Path=/ and no Domain, so no other host or
 * plain-HTTP page can plant or overwrite it. Plain http://localhost cannot use the prefix. */
export const secureSessionCookie = `__Host-${sessionCookie}`;

/** The cookie's name for a request: prefixed over HTTPS (directly or, with TRUST_PROXY, behind a proxy). */
export const sessionCookieName = (protocol: string) =>
  protocol === 'https' ? secureSessionCookie : sessionCookie;
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
        const { sessions } = request.namespace.stores;
        await sessions.retain(isLive);
        await sessions.add(session);
        reply.setCookie(sessionCookieName(request.protocol), session.id, {
          ...cookieAttributes(request.protocol),
          maxAge: sessionLifetimeSeconds,
        });
        return session;
      },
      current(request) {
        const id = request.cookies[sessionCookieName(request.protocol)];
        const session = id ? request.namespace.stores.sessions.get(id) : undefined;
        return session && isLive(session) ? session : undefined;
      },
      async end(request, reply) {
        const name = sessionCookieName(request.protocol);
        const id = request.cookies[name];
        if (id) await request.namespace.stores.sessions.delete(id);
        reply.clearCookie(name, cookieAttributes(request.protocol));
      },
    };
    app.decorate('sessions', manager);
  },
  { name: 'session', fastify: '5.x', dependencies: ['clock', 'namespace'] },
);
