import { usePageContext } from 'vike-react/usePageContext';
import { RoutePage } from '#web/components/RoutePage/RoutePage.tsx';
import { AgentGrid } from '#web/features/agents/AgentGrid/AgentGrid.tsx';

export default function Page() {
  // Set on a category's pre-rendered page (web/pages/+onBeforeRoute.ts); All otherwise.
  const { agentChoice } = usePageContext();
  return (
    <RoutePage>
      <AgentGrid choice={agentChoice} />
    </RoutePage>
  );
}
