// Keyboard focus that lands past marketing bands not yet drawn (a Tab faster than the boot
// script's observer) ends on screen once they are: the loader draws the bands above the focused
// element in its focus event and holds it where the browser scrolled it (bands-later.ts). The
// same targets and rule as keyboard.spec.ts, in Firefox and WebKit.

import {
  FOCUS_PAST_BANDS,
  focusOn,
  focusPlacement,
  type FocusPlacement,
  undrawnBandsAbove,
} from '../../e2e/focus-placement';
import type { Journey } from '../driver';
import { hydrated, sleep, waitFor } from '../wait';
import { noConsoleErrors } from './page-checks';

export const focusPastBands: Journey = {
  name: 'focus-past-bands',
  async run(page, origin) {
    await page.setViewport(375, 800);
    const seen: string[] = [];
    for (const [name, selector] of FOCUS_PAST_BANDS) {
      await page.goto(`${origin}/`);
      await hydrated(page);
      const undrawn = () => page.evaluate<number>(undrawnBandsAbove(selector));
      if ((await undrawn()) === 0) throw new Error(`every band above ${name} was drawn at load`);
      await page.evaluate(focusOn(selector));
      await waitFor(async () => (await undrawn()) === 0, `the bands above ${name} stayed undrawn`);
      // Whatever drawing them moved has been laid out and scrolled.
      await sleep(100);
      const placement = await page.evaluate<FocusPlacement>(focusPlacement);
      if (!placement?.visible)
        throw new Error(
          `${name}: ${placement?.label ?? 'nothing'} is under the header or off screen`,
        );
      seen.push(name);
    }
    await noConsoleErrors(page);
    return `on screen: ${seen.join(', ')}`;
  },
};
