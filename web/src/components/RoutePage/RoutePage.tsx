import type { ReactNode } from 'react';
import { useRoute } from '../../config/use-route';
import { PageIntro } from '../PageIntro/PageIntro';

type Props = { children?: ReactNode; aside?: ReactNode; asideIsForm?: boolean };

/** A page drawn from its route table entry: breadcrumbs, heading and lede, then its content. */
export function RoutePage({ children, aside, asideIsForm }: Props) {
  return (
    <PageIntro route={useRoute()} aside={aside} asideIsForm={asideIsForm}>
      {children}
    </PageIntro>
  );
}
