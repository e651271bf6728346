// The facts the after-paint loader shares with the build step that writes its tag
// (scripts/build/defer-rest.ts) and the first-load benchmark that reads it (scripts/bench/first-load.ts).

/** The id of the inlined critical rules: the loader puts the stylesheet right after them. */
export const CRITICAL_STYLE_ID = 'critical-css';

/**
 * The mark the loader puts on <html> when the page has painted: what waits for the first
 * paint without being fetched by the loader (the demo videos' posters) is styled only under it.
 * The build's critical-CSS matcher gives <html> the mark, so such rules are inlined.
 */
export const PAINTED_ATTRIBUTE = 'data-painted';

/**
 * The mark the loader puts on <html> before the body is parsed, and takes off once every marketing
 * band is drawn (`bands-later.ts`): under it, a band not yet drawn is laid out only when
 * it comes near the viewport (`content-visibility: auto`), so the first paint of a long page lays
 * out its top alone. The build's critical-CSS matcher gives <html> the mark, so the rule is inlined.
 */
export const BANDS_LATER_ATTRIBUTE = 'data-bands-later';

/** A marketing band's own mark (`Section`, `SplitBand`, `HowItWorks`): what the mark above holds back. */
export const BAND_ATTRIBUTE = 'data-band';

/** The band mark as a component's props: `<section {...BAND_PROPS}>`. */
export const BAND_PROPS = { [BAND_ATTRIBUTE]: '' } as const;

/** Put on a band once it is drawn for good (client/bands.ts: when the visitor comes within half a screen of it). */
export const DRAWN_ATTRIBUTE = 'data-drawn';

/** What a page's loader loads after its first paint, named on its tag. */
export type LoaderTarget = {
  stylesheet: string;
  entry: string;
  modulePreloads: string[];
  /** Apply the stylesheet as soon as it is fetched (form pages), not at the first interaction. */
  styleAtOnce?: boolean;
};

/** Attributes of the loader's <script> naming what it loads. */
export const LOADER_ATTRIBUTES = {
  stylesheet: 'data-stylesheet',
  entry: 'data-entry',
  modulePreloads: 'data-modulepreload',
  styleAtOnce: 'data-style-at-once',
} as const;

/** What makes the loader apply the stylesheet: the visitor's first interaction. */
export const INTERACTIONS = [
  'pointerdown',
  'pointerover',
  'touchstart',
  'keydown',
  'focusin',
  'click',
] as const;
