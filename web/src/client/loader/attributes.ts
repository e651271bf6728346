// The facts the page loader shares with the build step that writes its tag
// (scripts/build/defer-rest.ts) and the first-load benchmark that reads it (scripts/bench/first-load.ts).

/** The id of the inlined critical rules: the loader puts the stylesheet right after them. */
export const CRITICAL_STYLE_ID = 'critical-css';

/**
 * The mark the loader puts on <html> when the page has painted: what waits for the first
 * paint without being fetched by the loader (the demo videos' posters) is styled only under it.
 * The build's critical-CSS matcher gives <html> the mark, so such rules are inlined.
 */
export const PAINTED_ATTRIBUTE = 'data-painted';

/** What a page's loader loads, named on its tag. */
export type LoaderTarget = {
  stylesheet: string;
  entry: string;
  modulePreloads: string[];
};

/** Attributes of the loader's <script> naming what it loads. */
export const LOADER_ATTRIBUTES = {
  stylesheet: 'data-stylesheet',
  entry: 'data-entry',
  modulePreloads: 'data-modulepreload',
} as const;
