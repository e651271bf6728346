import { LinkList } from '../../src/components/LinkList/LinkList';
import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { agentRoute, agents } from '../../src/content/agents';

const items = agents.map((agent) => ({ href: agentRoute(agent), label: agent.name }));

export default function Page() {
  return (
    <RoutePage>
      <LinkList label="Connector agents" items={items} />
    </RoutePage>
  );
}
