import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { AgentGrid } from '../../src/features/agents/AgentGrid';

export default function Page() {
  return (
    <RoutePage>
      <AgentGrid />
    </RoutePage>
  );
}
