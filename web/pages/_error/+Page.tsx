import { usePageContext } from 'vike-react/usePageContext';
import { NotFound } from '../../src/components/NotFound/NotFound';
import { ServerError } from '../../src/components/NotFound/ServerError';

export default function Page() {
  const { is404 } = usePageContext();
  return is404 === false ? <ServerError /> : <NotFound />;
}
