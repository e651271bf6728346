import { usePageContext } from 'vike-react/usePageContext';
import { RoutePage } from '#web/components/RoutePage/RoutePage.tsx';
import { agentSignIn, findAgentBySlug } from '#web/content/agents.ts';
import { AgentLanding } from '#web/features/agents/AgentLanding.tsx';
import { Island } from '#web/islands/Island.tsx';

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
