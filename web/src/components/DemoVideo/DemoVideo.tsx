import type { demoVideo } from '../../content/home';
import classes from './DemoVideo.module.css';

type Props = { video: typeof demoVideo };

/**
 * The demo video: native controls, a poster, captions, and nothing downloaded before the visitor
 * presses play (preload="none"; no autoplay). Width and height reserve its box, so nothing
 * shifts when the poster arrives.
 */
export function DemoVideo({ video }: Props) {
  const fallback = video.sources[video.sources.length - 1];
  return (
    <figure className={classes.figure}>
      <video
        className={classes.video}
        controls
        preload="none"
        playsInline
        poster={video.poster}
        width={video.width}
        height={video.height}
        aria-label={video.label}
        aria-describedby="demo-video-transcript"
      >
        {video.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        <track kind="captions" src={video.captions} srcLang="en" label="English" />
        {fallback ? <a href={fallback.src}>Download the demo video</a> : null}
      </video>
      <figcaption id="demo-video-transcript" className={classes.caption}>
        {video.transcript}
      </figcaption>
    </figure>
  );
}
