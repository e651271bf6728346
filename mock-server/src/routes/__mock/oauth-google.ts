import type { FastifyInstance } from 'fastify';
import { isAllowedRedirect, redirectNotAllowedMessage } from '../../oauth/redirect-allow-list';
import { httpError } from '../../plugins/errors';
import { dynamicPageHeaders, escapeHtml, htmlPage } from '../../util/html-page';
import { googleStandInPath } from '../api/auth/google-login-url';
import { callbackPath } from './oauth-google-callback';

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
 * GET /__mock/oauth/google, the Google sign-in stand-in's first half: a page to pick a test
 * account, whose links lead to the callback (oauth-google-callback.ts). The redirect is checked
 * here too: nobody has to come through loginUrl first.
 */
export default async function oauthGoogle(app: FastifyInstance) {
  app.get<{ Querystring: { redirect: string } }>(
    googleStandInPath,
    {
      // loginUrl names PUBLIC_ORIGIN, which may be another site than the page's (127.0.0.1
      // against localhost), as Google is: the tab it opens is not refused as cross-site.
      config: { opensFromAnySite: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['redirect'],
          properties: { redirect: { type: 'string' } },
        },
      },
      schemaErrorFormatter: () => new Error(redirectNotAllowedMessage),
    },
    (request, reply) => {
      const { redirect } = request.query;
      if (!isAllowedRedirect(redirect)) throw httpError(400, redirectNotAllowedMessage);
      reply.headers(dynamicPageHeaders).send(accountPicker(redirect));
    },
  );
}
