import { usePageContext } from 'vike-react/usePageContext';
import { ScreenView } from '#web/components/Gallery/ScreenView.tsx';
import { RoutePage } from '#web/components/RoutePage/RoutePage.tsx';
import { findScreenPage } from '#web/content/screen-pages.ts';

/** One gallery screen as a page: where a thumbnail leads before or without JavaScript. */
export default function Page() {
  const { routeParams } = usePageContext();
  const screen = findScreenPage(routeParams.path ?? '');
  if (!screen) throw new Error(`No screen at ${routeParams.path}`);
  return (
    <>
      <RoutePage />
      <ScreenView screen={screen} />
    </>
  );
}
