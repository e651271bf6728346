// Renders the home page's demo video from code: every frame is an SVG drawn by
// scripts/media/video-scenes.ts, rasterised and encoded by ffmpeg (built with librsvg, libx264,
// libvpx and libwebp, as Debian's is: `apt-get install -y ffmpeg`). Writes to web/public/media/:
// demo.webm (VP9), demo.mp4 (H.264), demo-poster.webp and demo.en.vtt. Run: `npm run gen:video`.
// The outputs are committed, so building the site never needs ffmpeg.

import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootDir } from './paths';
import { captions, DURATION, FPS, frameAt } from './media/video-scenes';

const outDir = join(rootDir, 'web/public/media');
/** DECISIONS.md "Look and feel": the video stays under 2 MB; we aim far lower. */
const MAX_VIDEO_BYTES = 2 * 1024 * 1024;
/** The poster shows the notebook's finished chart: the payoff of the whole demo. */
const POSTER_AT = 14.2;

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
}

function requireFfmpeg(): void {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new Error('ffmpeg is not installed: on Debian/Ubuntu run `apt-get install -y ffmpeg`.');
  }
}

async function main() {
  requireFfmpeg();
  const frames = await mkdtemp(join(tmpdir(), 'testbeam-video-'));
  try {
    const count = Math.round(DURATION * FPS);
    for (let index = 0; index < count; index += 1) {
      const name = `${String(index).padStart(4, '0')}.svg`;
      await writeFile(join(frames, name), frameAt(index / FPS));
    }
    await writeFile(join(frames, 'poster.svg'), frameAt(POSTER_AT));
    const input = ['-framerate', String(FPS), '-i', join(frames, '%04d.svg')];
    // Flat UI and slow motion compress well: high CRF stays sharp, keyframes every 5 s.
    ffmpeg([
      ...input,
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-row-mt', '1', '-g', '75'],
      ...['-pix_fmt', 'yuv420p', '-an', join(outDir, 'demo.webm')],
    ]);
    ffmpeg([
      ...input,
      ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '28'],
      ...['-g', '75', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an'],
      join(outDir, 'demo.mp4'),
    ]);
    ffmpeg([
      ...['-i', join(frames, 'poster.svg'), '-c:v', 'libwebp', '-quality', '80'],
      join(outDir, 'demo-poster.webp'),
    ]);
    await writeFile(join(outDir, 'demo.en.vtt'), captions());
  } finally {
    await rm(frames, { recursive: true, force: true });
  }
  for (const name of ['demo.webm', 'demo.mp4', 'demo-poster.webp', 'demo.en.vtt']) {
    const { size } = await stat(join(outDir, name));
    console.info(`web/public/media/${name}  ${(size / 1024).toFixed(1)} KB`);
    if (name.startsWith('demo.') && size > MAX_VIDEO_BYTES) {
      throw new Error(`${name} is ${size} bytes, over the 2 MB budget`);
    }
  }
}

await main();
