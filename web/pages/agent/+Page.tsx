import { usePageContext } from 'vike-react/usePageContext';
import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { agentSignIn, findAgentBySlug } from '../../src/content/agents';
import { AgentLanding } from '../../src/features/agents/AgentLanding';
import { Island } from '../../src/islands/Island';

export default function Page() {
  const { routeParams } = usePageContext();
  const agent = findAgentBySlug(routeParams.slug ?? '');
  if (!agent) throw new Error(`No agent for ${routeParams.slug}`);
  return (
    <RoutePage>
      <AgentLanding agent={agent} signIn={<Island name="sign-in" props={agentSignIn(agent)} />} />
    </RoutePage>
  );
}
