import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { agentFacts } from '#common/agents';
import { connectorPath, studioPath } from '#common/app-paths';
import { COMPANY_NAME, PRODUCT_NAME } from '#common/brand-names';
import { appOrigins } from '#common/origins';
import type { Session } from '../../stores/records';
import { dynamicPageHeaders, escapeHtml, htmlPage } from '../html';

export interface AppPagesOptions {
  /** Dev routes on: offer the sign-out button (POST /__mock/logout). */
  logout: boolean;
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

function render(target: Target, session: Session | undefined, logout: boolean): string {
  const who = session
    ? `<p>Signed in as <strong>${escapeHtml(session.email)}</strong> (${methodLabels[session.method]})</p>
${logout ? '<form method="post" action="/__mock/logout"><button type="submit">Sign out</button></form>' : ''}`
    : `<p>Not signed in.</p>
<p><a class="button" href="${escapeHtml(target.signInPath)}">Sign in</a></p>`;
  return htmlPage(
    `${target.title} (mock app)`,
    `<p class="tag">${escapeHtml(COMPANY_NAME)} mock app</p>
<h1>${escapeHtml(target.title)}</h1>
${who}
<p class="note">This page stands in for ${escapeHtml(appOrigins.production + target.path)} so the whole sign-in runs on one machine.</p>
<p><a href="/">Back to the ${escapeHtml(COMPANY_NAME)} site</a></p>`,
  );
}

/**
 * The app stand-in (docs/decisions.md "Mock server"): the pages sign-in lands on, saying who is
 * signed in. Unknown connector keys get the site's 404 page, like any unknown path.
 */
export default async function appPages(app: FastifyInstance, { logout }: AppPagesOptions) {
  const show = (request: FastifyRequest, reply: FastifyReply, target: Target) =>
    reply.headers(dynamicPageHeaders).send(render(target, app.sessions.current(request), logout));

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
