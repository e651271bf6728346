import { usePageContext } from 'vike-react/usePageContext';
import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { AgentGrid } from '../../src/features/agents/AgentGrid/AgentGrid';

export default function Page() {
  // Set on a category's pre-rendered page (web/pages/+onBeforeRoute.ts); All otherwise.
  const { agentChoice } = usePageContext();
  return (
    <RoutePage>
      <AgentGrid choice={agentChoice} />
    </RoutePage>
  );
}
