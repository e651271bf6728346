import type { CSSProperties } from 'react';
import type { Video, VideoSource } from '#web/content/videos.ts';
import classes from './DemoVideo.module.css';
import { POSTER_PROPERTY } from './poster';

type Props = { video: Video };

/** A 1×1 transparent GIF. */
const TRANSPARENT_PIXEL =
  'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * A product video: native controls, a poster, captions, and nothing downloaded before the
 * visitor presses play (preload="none"; no autoplay). Width and height reserve its box, so
 * nothing shifts when the poster arrives. The light and the dark recording are both in the HTML;
 * CSS shows the one matching the theme (as ThemedImage does), so the toggle needs no script.
 * The poster is the video's CSS background rather than its `poster` attribute: a browser fetches
 * every `poster`, also of a video that is not displayed, but no background of one, so each
 * visitor downloads the poster of their theme only (25 KB less per page), and only once the page
 * has painted (./poster.ts).
 *
 * The players themselves wait for that mark too: until the loader marks the first paint, the
 * frame around them draws the same box, and the browser builds no native controls.
 * Those controls are a shadow tree of their own, and the first frame of `/` on a phone, which
 * draws this band with the bands near the first screen, spent about 110 ms styling them on the
 * low-end phone; without them `/`'s first paint came 0.25 s sooner
 * (docs/decisions/0075-demo-player-after-the-first-paint.md). Without JavaScript nothing waits:
 * the rule holds only where scripting is on. Where the frame is still far below the window, as on
 * a phone, the browser does not draw the player until the frame comes near (CSS alone,
 * `content-visibility: auto`; docs/decisions/0077-demo-frame-drawn-as-it-comes-near.md).
 */
export function DemoVideo({ video }: Props) {
  const transcriptId = `${video.captions.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-transcript`;
  const player = (sources: readonly VideoSource[], poster: string, scheme: 'light' | 'dark') => {
    const fallback = sources[sources.length - 1];
    return (
      <video
        className={`${classes.video} tb-${scheme}-only`}
        controls
        preload="none"
        playsInline
        // A transparent poster lets the background (the real poster) show through; without one
        // the browser paints the empty video box over it.
        poster={TRANSPARENT_PIXEL}
        // The ratio is fixed here: the 1×1 poster would otherwise become the box's ratio.
        style={
          {
            [POSTER_PROPERTY]: `url(${poster})`,
            aspectRatio: `${video.width} / ${video.height}`,
          } as CSSProperties
        }
        width={video.width}
        height={video.height}
        aria-label={video.label}
        aria-describedby={transcriptId}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        <track kind="captions" src={video.captions} srcLang="en" label="English" />
        {fallback ? <a href={fallback.src}>Download the video</a> : null}
      </video>
    );
  };
  return (
    <figure className={classes.figure}>
      <div className={classes.frame} style={{ aspectRatio: `${video.width} / ${video.height}` }}>
        {player(video.sources, video.poster, 'light')}
        {player(video.sourcesDark, video.posterDark, 'dark')}
      </div>
      <figcaption id={transcriptId} className={classes.caption}>
        {video.transcript}
      </figcaption>
    </figure>
  );
}
