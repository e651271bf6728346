// What every video made from code shares: a film is a list of timed scenes inside the app frame,
// cross-faded, then an end card. `frameAt(film, palette, t)` returns the SVG of the frame at t
// seconds in that palette, so one film comes out light or dark; `captions(film)` its WebVTT track.

import { brand } from '#common/theme/theme';
import type { Video } from '#web/content/videos.ts';
import { appFrame, contentBox, logo, type NavId } from './app-frame';
import type { Palette } from './palette';
import { type Box, el, rect, svgDocument, text } from './svg';

export const FPS = 15;

export type Scene = {
  start: number;
  end: number;
  active: NavId;
  crumbs: readonly string[];
  /** `t` is seconds since the scene started. */
  draw: (palette: Palette, box: Box, t: number) => string;
  caption: string;
  /** Carries on the previous scene's screen, so there is no cross-fade into it. */
  continues?: boolean;
};

export type Film = {
  /** The page's video: its size and the files gen-video writes. */
  video: Video;
  title: string;
  scenes: readonly Scene[];
  /** The last scene's final frame stays under the end card until here. */
  duration: number;
  /** The poster is this frame: the payoff of the film. */
  posterAt: number;
  endCard: { title: string; tagline: string; caption: string };
};

/** 0 before `from`, 1 after `to`, eased in between. */
export function progress(t: number, from: number, to: number): number {
  const x = Math.min(1, Math.max(0, (t - from) / (to - from)));
  return x * x * (3 - 2 * x);
}

/** 0 before `from`, 1 after `to`, linear in between: typing keeps a steady pace. */
export function linear(t: number, from: number, to: number): number {
  return Math.min(1, Math.max(0, (t - from) / (to - from)));
}

export type Stop = { at: number; x: number; y: number };

/** Where something gliding through `stops` (sorted by time) is at t, eased between stops. */
export function glide(t: number, stops: readonly Stop[]): { x: number; y: number } {
  const next = stops.findIndex((stop) => stop.at > t);
  const to = stops[next === -1 ? stops.length - 1 : next];
  const from = stops[next - 1];
  if (!to) throw new Error('glide needs at least one stop');
  if (!from || next === -1) return to;
  const p = progress(t, from.at, to.at);
  return { x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p };
}

/** The mouse pointer; `pressed` tilts it, as a click. */
export function pointer(palette: Palette, x: number, y: number, pressed = false): string {
  return el('path', {
    d: `M${x} ${y}l0 22l6-5l4 9l4-2l-4-9l8 0z`,
    fill: palette.text,
    stroke: palette.page,
    'stroke-width': 1.5,
    transform: pressed ? `rotate(-8 ${x} ${y})` : undefined,
  });
}

/**
 * The pointer gliding through `stops`, faded in after `shown[0]` and out after `shown[1]`;
 * `pressed` while it clicks.
 */
export function pointerAt(
  palette: Palette,
  t: number,
  stops: readonly Stop[],
  shown: readonly [number, number],
  pressed = false,
): string {
  const opacity = Math.min(
    progress(t, shown[0], shown[0] + 0.2),
    1 - progress(t, shown[1], shown[1] + 0.3),
  );
  if (opacity <= 0) return '';
  const { x, y } = glide(t, stops);
  return el('g', { opacity: opacity < 1 ? opacity : undefined }, pointer(palette, x, y, pressed));
}

/** True while a click that starts at `at` holds the button down. */
export const held = (t: number, at: number) => t > at && t < at + 0.15;

/** The same deep violet card in both schemes: the brand, not the UI. */
function endCard(palette: Palette, film: Film, opacity: number): string {
  const { width, height } = film.video;
  const middle = height / 2;
  const body =
    rect({ x: 0, y: 0, w: width, h: height }, brand[9]) +
    // The 30 px mark at 80 px.
    el(
      'g',
      { transform: `translate(${width / 2 - 40} ${middle - 160}) scale(2.6667)` },
      logo(palette, 0, 0),
    ) +
    text(width / 2, middle + 10, film.endCard.title, {
      size: 56,
      weight: 700,
      fill: palette.onAccent,
      anchor: 'middle',
    }) +
    text(width / 2, middle + 60, film.endCard.tagline, {
      size: 26,
      fill: brand[2],
      anchor: 'middle',
    }) +
    text(width / 2, middle + 140, 'Free to start  ·  testbeam.dev', {
      size: 22,
      weight: 600,
      fill: palette.onAccent,
      anchor: 'middle',
    });
  return el('g', { opacity }, body);
}

function sceneFrame(palette: Palette, film: Film, scene: Scene, t: number): string {
  const { width, height } = film.video;
  return appFrame(
    palette,
    { width, height, active: scene.active, crumbs: scene.crumbs },
    scene.draw(palette, contentBox(width, height), t - scene.start),
  );
}

const FADE = 0.3;

export function frameAt(film: Film, palette: Palette, t: number): string {
  const { scenes } = film;
  const index = scenes.findIndex((scene) => t < scene.end);
  const last = lastOf(scenes);
  let body: string;
  if (index === -1) {
    // After the last scene: its final frame under the fading-in end card.
    body =
      sceneFrame(palette, film, last, last.end) +
      endCard(palette, film, progress(t, last.end, last.end + 0.5));
  } else {
    const scene = scenes[index] ?? last;
    const next = scenes[index + 1];
    body = sceneFrame(palette, film, scene, t);
    // Cross-fade into the next scene during the last FADE seconds.
    if (next && !next.continues && t > scene.end - FADE) {
      const opacity = progress(t, scene.end - FADE, scene.end);
      body += el('g', { opacity }, sceneFrame(palette, film, next, next.start));
    }
  }
  // A video has no transparency: the page colour fills the corners outside the rounded window.
  const { width, height } = film.video;
  const corners = rect({ x: 0, y: 0, w: width, h: height }, palette.page);
  return svgDocument(width, height, film.title, corners + body, palette);
}

/** WebVTT captions: the videos have no sound, so they describe what happens on screen. */
export function captions(film: Film): string {
  const stamp = (seconds: number) => {
    const whole = Math.floor(seconds);
    const ms = Math.round((seconds - whole) * 1000);
    return `00:${String(whole).padStart(2, '0')}.${String(ms).padStart(3, '0')}`;
  };
  const cues = [
    ...film.scenes,
    { start: lastOf(film.scenes).end, end: film.duration, caption: film.endCard.caption },
  ].map((cue, index) => `${index + 1}\n${stamp(cue.start)} --> ${stamp(cue.end)}\n${cue.caption}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

function lastOf<T>(items: readonly T[]): T {
  const item = items[items.length - 1];
  if (item === undefined) throw new Error('A film needs at least one scene');
  return item;
}
