import { agentFacts } from '#common/agents';
import { connectorPath, studioPath } from '#common/app-paths';

const allowed: ReadonlySet<string> = new Set([
  studioPath,
  ...agentFacts.map((agent) => connectorPath(agent.appConnectorKey)),
]);

/**
 * Whether `redirect` is one of the app paths sign-in may land on
 * (docs/decisions/0002-addresses.md). An exact match against the known list, never a parse or a
 * prefix test: there is no decoding, case folding, `..` or scheme trick that turns a string outside
 * the list into one inside it.
 */
export function isAllowedRedirect(redirect: unknown): redirect is string {
  return typeof redirect === 'string' && allowed.has(redirect);
}

export const redirectNotAllowedMessage = 'This redirect target is not allowed.';
