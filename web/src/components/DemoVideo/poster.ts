// A demo video's poster waits for the page's first paint. It is the video's CSS
// background (DemoVideo.tsx says why), drawn only under the loader's painted mark on <html>
// (web/src/client/loader/attributes.ts): the videos sit below the first screen or at its edge,
// and Lighthouse counts every image that ended before the largest paint, a 27 KB poster included.
// Without JavaScript there is no loader to mark the paint: +Head's <noscript> style draws every
// poster at once.

/** The custom property holding a video's poster, `url(…)`, set on the <video>. */
export const POSTER_PROPERTY = '--tb-poster';

/** Inside a <noscript> in the head: posters without the painted mark. */
export const POSTER_WITHOUT_JS_STYLE = `<style>video{background-image:var(${POSTER_PROPERTY})}</style>`;
