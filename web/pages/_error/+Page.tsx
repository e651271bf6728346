import { usePageContext } from 'vike-react/usePageContext';
import { NotFound } from '#web/components/NotFound/NotFound.tsx';
import { ServerError } from '#web/components/NotFound/ServerError.tsx';

export default function Page() {
  const { is404 } = usePageContext();
  return is404 === false ? <ServerError /> : <NotFound />;
}
