import type { ComponentProps, ReactNode } from 'react';
import { useRoute } from '#web/config/use-route.ts';
import { PageIntro } from '#web/components/PageIntro/PageIntro.tsx';

type Props = {
  children?: ReactNode;
  aside?: ReactNode;
  variant?: ComponentProps<typeof PageIntro>['variant'];
};

/** A page drawn from its route table entry: breadcrumbs, heading and lede, then its content. */
export function RoutePage({ children, aside, variant }: Props) {
  return (
    <PageIntro route={useRoute()} aside={aside} variant={variant}>
      {children}
    </PageIntro>
  );
}
