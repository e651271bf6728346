import type { FastifyInstance } from 'fastify';
import { isAllowedRedirect, redirectNotAllowedMessage } from '../../oauth/redirect-allow-list';
import { routeDevOperation } from '../../plugins/contract';
import { httpError } from '../../util/http-error';
import { dynamicPageHeaders, escapeHtml, htmlPage } from '../../util/html-page';
import { googleStandInPath } from '../api/auth/google-login-url';

export const callbackPath = `${googleStandInPath}/callback`;

/** Test accounts offered on the page; any other address can be typed in. */
export const sampleAccounts = [
  { name: 'Ada Lovelace', email: 'ada@example.com' },
  { name: 'Grace Hopper', email: 'grace@example.com' },
  { name: 'Alan Turing', email: 'alan@example.com' },
] as const;

const callbackHref = (email: string, redirect: string) =>
  `${callbackPath}?${new URLSearchParams({ email, redirect })}`;

function accountPicker(redirect: string): string {
  const accounts = sampleAccounts
    .map(
      ({ name, email }) =>
        `<li><a class="button" href="${escapeHtml(callbackHref(email, redirect))}">${escapeHtml(name)} &lt;${escapeHtml(email)}&gt;</a></li>`,
    )
    .join('\n');
  return htmlPage(
    'Choose an account (Google sign-in stand-in)',
    `<p class="tag">Google sign-in stand-in</p>
<h1>Choose an account</h1>
<p>to continue to <strong>${escapeHtml(redirect)}</strong></p>
<ul aria-label="Test accounts">
${accounts}
</ul>
<form method="get" action="${callbackPath}">
<label for="email">Or any email address</label>
<input id="email" name="email" type="email" required autocomplete="email" maxlength="254">
<input type="hidden" name="redirect" value="${escapeHtml(redirect)}">
<p><button type="submit">Continue</button></p>
</form>
<p class="note">No Google account is involved: this page is part of the mock server.</p>`,
  );
}

/**
 * The Google sign-in stand-in. GET /__mock/oauth/google: a page to pick a test account, whose
 * links lead to the callback; the redirect is checked here too, as nobody has to come through
 * loginUrl first. GET /__mock/oauth/google/callback: signs the chosen account in (method
 * "google") and sends the browser on to the app path, checked again.
 */
export default async function oauthGoogleRoutes(app: FastifyInstance) {
  routeDevOperation<{ Querystring: { redirect: string } }>(app, 'pickGoogleAccount', {
    // loginUrl names PUBLIC_ORIGIN, which may be another site than the page's (127.0.0.1
    // against localhost), as Google is: the tab it opens is not refused as cross-site.
    config: { opensFromAnySite: true },
    schemaErrorFormatter: () => new Error(redirectNotAllowedMessage),
    handler: (request, reply) => {
      const { redirect } = request.query;
      if (!isAllowedRedirect(redirect)) throw httpError(400, redirectNotAllowedMessage);
      reply.headers(dynamicPageHeaders).send(accountPicker(redirect));
    },
  });
  routeDevOperation<{ Querystring: { email: string; redirect: string } }>(app, 'googleCallback', {
    // Each call stores a session: without a limit, one client could evict everyone's.
    // It signs in: another site linking here must not sign the browser in (login CSRF).
    config: { rateLimit: app.rateLimitFor('googleCallback'), changesState: true },
    handler: async (request, reply) => {
      const { email, redirect } = request.query;
      if (!isAllowedRedirect(redirect)) throw httpError(400, redirectNotAllowedMessage);
      await app.sessions.start(request, reply, email, 'google');
      // A path, never an origin: the app stand-in lives on this same server.
      return reply.redirect(redirect, 302);
    },
  });
}
