import type { ReactNode } from 'react';
import { useRoute } from '../../config/use-route';
import { PageIntro } from '../PageIntro/PageIntro';

/** A page drawn from its route table entry: breadcrumbs, heading and lede, then its content. */
export function RoutePage({ children, aside }: { children?: ReactNode; aside?: ReactNode }) {
  return (
    <PageIntro route={useRoute()} aside={aside}>
      {children}
    </PageIntro>
  );
}
