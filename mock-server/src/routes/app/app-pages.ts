import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { agentFacts } from '#common/agents';
import { connectorPath, studioPath } from '#common/app-paths';
import { COMPANY_NAME, PRODUCT_NAME } from '#common/brand-names';
import { appOrigins } from '#common/origins';
import { secureSessionCookie, sessionCookie } from '../../plugins/session';
import type { Session } from '../../stores/records';
import { dynamicPageHeaders, escapeHtml, htmlPage } from '../../util/html-page';

export interface AppPagesOptions {
  /** Dev routes on: offer the sign-out button (POST /__mock/logout). */
  logout: boolean;
  /**
   * Proxy mode's MOCK_UPSTREAM: a sign-in there leaves the upstream's session cookie, which this
   * mock cannot look up; the page says so instead of "Not signed in".
   */
  upstream?: string | null;
}

const methodLabels: Record<Session['method'], string> = {
  code: 'one-time code',
  google: 'Google',
};

interface Target {
  title: string;
  path: string;
  /** Where a visitor who is not signed in goes to sign in for this target. */
  signInPath: string;
}

/** Who is signed in: the mock's own session, else the upstream's (a cookie of the contract's name). */
type Who = Session | { upstream: string } | undefined;

function render(target: Target, who: Who, logout: boolean): string {
  const signedIn =
    who && 'upstream' in who
      ? `<p>Signed in through <strong>${escapeHtml(who.upstream)}</strong>: its session cookie is set. Whose it is, only that backend knows.</p>`
      : who
        ? `<p>Signed in as <strong>${escapeHtml(who.email)}</strong> (${methodLabels[who.method]})</p>
${logout ? '<form method="post" action="/__mock/logout"><button type="submit">Sign out</button></form>' : ''}`
        : undefined;
  const whoText =
    signedIn ??
    `<p>Not signed in.</p>
<p><a class="button" href="${escapeHtml(target.signInPath)}">Sign in</a></p>`;
  return htmlPage(
    `${target.title} (mock app)`,
    `<p class="tag">${escapeHtml(COMPANY_NAME)} mock app</p>
<h1>${escapeHtml(target.title)}</h1>
${whoText}
<p class="note">This page stands in for ${escapeHtml(appOrigins.production + target.path)} so the whole sign-in runs on one machine.</p>
<p><a href="/">Back to the ${escapeHtml(COMPANY_NAME)} site</a></p>`,
  );
}

/**
 * The app stand-in (docs/decisions/0007-mock-server.md): the pages sign-in lands on, saying who is
 * signed in. Unknown connector keys get the site's 404 page, like any unknown path.
 */
export default async function appPages(
  app: FastifyInstance,
  { logout, upstream = null }: AppPagesOptions,
) {
  const whoIs = (request: FastifyRequest): Who => {
    const own = app.sessions.current(request);
    if (own || upstream === null) return own;
    const cookies = request.headers.cookie ?? '';
    const named = (name: string) => new RegExp(`(?:^|;\\s*)${name}=[^;]`).test(cookies);
    return named(sessionCookie) || named(secureSessionCookie) ? { upstream } : undefined;
  };
  const show = (request: FastifyRequest, reply: FastifyReply, target: Target) =>
    reply.headers(dynamicPageHeaders).send(render(target, whoIs(request), logout));

  app.get(studioPath, (request, reply) => {
    show(request, reply, { title: PRODUCT_NAME, path: studioPath, signInPath: '/login' });
  });

  const byKey = new Map(agentFacts.map((agent) => [agent.appConnectorKey, agent]));
  app.get<{ Params: { key: string } }>('/connect/discover/:key/', (request, reply) => {
    const agent = byKey.get(request.params.key);
    if (!agent) {
      reply.callNotFound();
      return;
    }
    show(request, reply, {
      title: `${agent.name} connector`,
      path: connectorPath(agent.appConnectorKey),
      signInPath: agent.route,
    });
  });
}
