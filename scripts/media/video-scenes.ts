// The demo video as a pure function of time: `frameAt(t)` returns the SVG of the frame at t
// seconds. Scenes reuse the screen drawings with their progress arguments, so the video and the
// carousel always show the same product.

import { brand } from '../../web/src/theme/theme';
import { appFrame, contentBox, logo, type NavId } from './app-frame';
import { colorsFor } from './palette';
import { collections } from './screens/studio';
import { autofill, results } from './screens/studio-run';
import { notebook } from './screens/data';
import { type Box, el, rect, svgDocument, text } from './svg';

export const WIDTH = 1280;
export const HEIGHT = 720;
export const FPS = 15;

/** The video is one file for both themes: it plays in the light scheme. */
const c = colorsFor('light');

type Scene = {
  start: number;
  end: number;
  active: NavId;
  crumbs: readonly string[];
  /** `t` is seconds since the scene started. */
  draw: (box: Box, t: number) => string;
  caption: string;
};

/** 0 before `from`, 1 after `to`, eased in between. */
function progress(t: number, from: number, to: number): number {
  const x = Math.min(1, Math.max(0, (t - from) / (to - from)));
  return x * x * (3 - 2 * x);
}

export const scenes: readonly Scene[] = [
  {
    start: 0,
    end: 3,
    active: 'collections',
    crumbs: ['Orders API'],
    draw: (box, t) => collections(c, box, progress(t, 0.3, 2.4)),
    caption: 'Discovery finds 24 methods in an OpenAPI file, an MCP server and the docs.',
  },
  {
    start: 3,
    end: 7,
    active: 'collections',
    crumbs: ['Orders API', 'List orders'],
    draw: (box, t) => autofill(c, box, progress(t, 1.4, 3.2), progress(t, 0.1, 1.2)),
    caption: 'AI fills in the status, limit and since parameters of List orders.',
  },
  {
    start: 7,
    end: 10.5,
    active: 'collections',
    crumbs: ['Orders API', 'List orders'],
    draw: (box, t) => {
      const pressed = t > 0.8 && t < 1.1;
      const base = results(c, box, progress(t, 1.1, 2.6), pressed);
      // A pointer glides to Send and clicks it.
      const reach = progress(t, 0, 0.8);
      const x = box.x + box.w * 0.55 + (box.w * 0.45 - 60) * reach;
      const y = box.y + 260 - 234 * reach;
      return base + pointer(x, y, pressed);
    },
    caption: 'One click on Send: 200 OK in 184 ms, and every check passes.',
  },
  {
    start: 10.5,
    end: 14.5,
    active: 'notebook',
    crumbs: ['Notebooks', 'Weekly order review'],
    draw: (box, t) => notebook(c, box, progress(t, 0.2, 1.6), progress(t, 1.8, 3.2)),
    caption: 'The AI notebook counts orders by status with SQL and charts the answer.',
  },
];

export const DURATION = 16;

function pointer(x: number, y: number, pressed: boolean): string {
  return el(
    'path',
    {
      d: `M${x} ${y}l0 22l6-5l4 9l4-2l-4-9l8 0z`,
      fill: c.text,
      stroke: c.page,
      'stroke-width': 1.5,
      transform: pressed ? `rotate(-8 ${x} ${y})` : undefined,
    },
    '',
  );
}

function endCard(opacity: number): string {
  const body =
    rect({ x: 0, y: 0, w: WIDTH, h: HEIGHT }, brand[9]) +
    // The 30 px mark at 80 px.
    el('g', { transform: `translate(${WIDTH / 2 - 40} 200) scale(2.6667)` }, logo(c, 0, 0)) +
    text(WIDTH / 2, 370, 'Testbeam', {
      size: 56,
      weight: 700,
      fill: c.onAccent,
      anchor: 'middle',
    }) +
    text(WIDTH / 2, 420, 'Test every API and MCP server with AI at your side', {
      size: 26,
      fill: brand[2],
      anchor: 'middle',
    }) +
    text(WIDTH / 2, 500, 'Free to start  ·  testbeam.dev', {
      size: 22,
      weight: 600,
      fill: c.onAccent,
      anchor: 'middle',
    });
  return el('g', { opacity }, body);
}

function sceneFrame(scene: Scene, t: number): string {
  const box = contentBox(WIDTH, HEIGHT);
  return appFrame(
    c,
    { width: WIDTH, height: HEIGHT, active: scene.active, crumbs: scene.crumbs },
    scene.draw(box, t - scene.start),
  );
}

const FADE = 0.3;

export function frameAt(t: number): string {
  const index = scenes.findIndex((scene) => t < scene.end);
  const last = scenes[scenes.length - 1];
  let body: string;
  if (index === -1 && last) {
    // After the last scene: its final frame under the fading-in end card.
    body = sceneFrame(last, last.end) + endCard(progress(t, last.end, last.end + 0.5));
  } else {
    const scene = scenes[index] ?? scenes[0];
    const next = scenes[index + 1];
    body = scene ? sceneFrame(scene, t) : '';
    // Cross-fade into the next scene during the last FADE seconds.
    if (scene && next && t > scene.end - FADE) {
      const opacity = progress(t, scene.end - FADE, scene.end);
      body += el('g', { opacity }, sceneFrame(next, next.start));
    }
  }
  return svgDocument(WIDTH, HEIGHT, 'Testbeam demo', body, c);
}

/** WebVTT captions: the video has no sound, so they describe what happens on screen. */
export function captions(): string {
  const stamp = (seconds: number) => {
    const whole = Math.floor(seconds);
    const ms = Math.round((seconds - whole) * 1000);
    return `00:${String(whole).padStart(2, '0')}.${String(ms).padStart(3, '0')}`;
  };
  const cues = scenes.map(
    (scene, index) =>
      `${index + 1}\n${stamp(scene.start)} --> ${stamp(scene.end)}\n${scene.caption}`,
  );
  const end = `${scenes.length + 1}\n${stamp(last(scenes).end)} --> ${stamp(DURATION)}\nTestbeam: test every API and MCP server with AI at your side.`;
  return `WEBVTT\n\n${[...cues, end].join('\n\n')}\n`;
}

function last<T>(items: readonly T[]): T {
  const item = items[items.length - 1];
  if (item === undefined) throw new Error('empty list');
  return item;
}
