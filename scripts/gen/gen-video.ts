// Renders the site's videos from code (web/src/content/videos.ts names their files): the studio
// demo (scripts/gen/media/video-scenes.ts) and the notebook's (scripts/gen/media/notebook-scenes.ts), each
// drawn in the light and the dark palette. Every frame is an SVG, rasterised and encoded by ffmpeg
// (built with librsvg, libx264, libvpx and libwebp, as Debian's is: `apt-get install -y ffmpeg`)
// into web/public/media/: a VP9 WebM, an H.264 MP4 and a WebP poster per scheme, and one WebVTT
// caption track per video. Run: `npm run gen -- video`. The outputs are committed, so building the
// site never needs ffmpeg.

import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { VideoSource } from '#web/content/videos.ts';
import { notebookFilm } from './media/notebook-scenes';
import { colorsFor, type Scheme, schemes } from './media/palette';
import { captions, type Film, FPS, frameAt } from './media/scene-kit';
import { demoFilm } from './media/video-scenes';
import { rootDir } from '../tooling/paths';

export const films: readonly Film[] = [demoFilm, notebookFilm];

const publicDir = join(rootDir, 'web/public');
/** docs/decisions/0008-look-and-feel.md: each file stays under 2 MB; we aim far lower. */
const MAX_BYTES = 2 * 1024 * 1024;

/** Frames are set in Inter, the site's typeface, from the TTFs the OG images use too. */
const interDir = dirname(
  createRequire(import.meta.url).resolve('@expo-google-fonts/inter/package.json'),
);

function fontConfig(cacheDir: string): string {
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${interDir}</dir>
  <cachedir>${cacheDir}</cachedir>
</fontconfig>
`;
}

function requireFfmpeg(): void {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new Error('ffmpeg is not installed: on Debian/Ubuntu run `apt-get install -y ffmpeg`.');
  }
}

function sourceOf(sources: readonly VideoSource[], type: VideoSource['type']): string {
  const found = sources.find((source) => source.type === type);
  if (!found) throw new Error(`No ${type} source in ${JSON.stringify(sources)}`);
  return found.src;
}

/** The name a film's files start with: demo, notebook. */
const nameOf = (film: Film) => basename(film.video.captions, '.en.vtt');

/** The public paths one film writes in one scheme. */
export function outputsFor(film: Film, scheme: Scheme) {
  const { video } = film;
  const sources = scheme === 'dark' ? video.sourcesDark : video.sources;
  return {
    webm: sourceOf(sources, 'video/webm'),
    mp4: sourceOf(sources, 'video/mp4'),
    poster: scheme === 'dark' ? video.posterDark : video.poster,
  };
}

async function render(film: Film, scheme: Scheme, work: string, env: NodeJS.ProcessEnv) {
  const ffmpeg = (args: string[]) =>
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: 'inherit',
      env,
    });
  const palette = colorsFor(scheme);
  const out = outputsFor(film, scheme);
  const frames = join(work, `${nameOf(film)}-${scheme}`);
  await mkdir(frames);
  const count = Math.round(film.duration * FPS);
  for (let index = 0; index < count; index += 1) {
    const name = `${String(index).padStart(4, '0')}.svg`;
    await writeFile(join(frames, name), frameAt(film, palette, index / FPS));
  }
  await writeFile(join(frames, 'poster.svg'), frameAt(film, palette, film.posterAt));
  const input = ['-framerate', String(FPS), '-i', join(frames, '%04d.svg')];
  // Flat UI and slow motion compress well: high CRF stays sharp, keyframes every 5 s.
  ffmpeg([
    ...input,
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-row-mt', '1', '-g', '75'],
    ...['-pix_fmt', 'yuv420p', '-an', join(publicDir, out.webm)],
  ]);
  ffmpeg([
    ...input,
    ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '28'],
    ...['-g', '75', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an'],
    join(publicDir, out.mp4),
  ]);
  ffmpeg([
    ...['-i', join(frames, 'poster.svg'), '-c:v', 'libwebp', '-quality', '80'],
    join(publicDir, out.poster),
  ]);
  await rm(frames, { recursive: true, force: true });
  return Object.values(out);
}

async function main() {
  requireFfmpeg();
  const work = await mkdtemp(join(tmpdir(), 'testbeam-video-'));
  const written: string[] = [];
  try {
    const fonts = join(work, 'fonts.conf');
    await writeFile(fonts, fontConfig(join(work, 'font-cache')));
    const env = { ...process.env, FONTCONFIG_FILE: fonts };
    // `npm run gen -- video notebook` renders only the films whose files are named so.
    const only = process.argv.slice(2);
    const chosen = films.filter((film) => only.length === 0 || only.includes(nameOf(film)));
    for (const film of chosen) {
      for (const scheme of schemes) written.push(...(await render(film, scheme, work, env)));
      await writeFile(join(publicDir, film.video.captions), captions(film));
      written.push(film.video.captions);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  for (const path of written) {
    const { size } = await stat(join(publicDir, path));
    console.info(`web/public${path}  ${(size / 1024).toFixed(1)} KB`);
    if (size > MAX_BYTES) throw new Error(`${path} is ${size} bytes, over the 2 MB budget`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
