// The studio demo film (home and /api-mcp-studio): discovery, AI-filled parameters, Send and a
// notebook chart. Scenes reuse the screen drawings with their progress arguments, so the video and
// the carousel always show the same product. scene-kit.ts turns it into frames and captions.

import { demoVideo } from '#web/content/videos.ts';
import { type Film, pointer, progress } from './scene-kit';
import { notebook } from './screens/data';
import { collections } from './screens/studio';
import { autofill, results } from './screens/studio-run';

export const demoFilm: Film = {
  video: demoVideo,
  title: 'Testbeam demo',
  duration: 16,
  posterAt: 14.2,
  scenes: [
    {
      start: 0,
      end: 3,
      active: 'collections',
      crumbs: ['Orders API'],
      draw: (palette, box, t) => collections(palette, box, progress(t, 0.3, 2.4)),
      caption: 'Discovery reads 24 methods from an OpenAPI file and an MCP server.',
    },
    {
      start: 3,
      end: 7,
      active: 'collections',
      crumbs: ['Orders API', 'List orders'],
      draw: (palette, box, t) =>
        autofill(palette, box, progress(t, 1.4, 3.2), progress(t, 0.1, 1.2)),
      caption: 'AI fills in the status, limit and since parameters of List orders.',
    },
    {
      start: 7,
      end: 10.5,
      active: 'collections',
      crumbs: ['Orders API', 'List orders'],
      draw: (palette, box, t) => {
        const pressed = t > 0.8 && t < 1.1;
        const base = results(palette, box, progress(t, 1.1, 2.6), pressed);
        // A pointer glides to Send and clicks it.
        const reach = progress(t, 0, 0.8);
        const x = box.x + box.w * 0.55 + (box.w * 0.45 - 60) * reach;
        const y = box.y + 260 - 234 * reach;
        return base + pointer(palette, x, y, pressed);
      },
      caption: 'One click on Send: 200 OK in 184 ms, and every check passes.',
    },
    {
      start: 10.5,
      end: 14.5,
      active: 'notebook',
      crumbs: ['Notebooks', 'Weekly order review'],
      draw: (palette, box, t) =>
        notebook(palette, box, progress(t, 0.2, 1.6), progress(t, 1.8, 3.2)),
      caption: 'The AI notebook counts orders by status with SQL and charts the answer.',
    },
  ],
  endCard: {
    title: 'Testbeam',
    tagline: 'Test every API and MCP server with AI at your side',
    caption: 'Testbeam: test every API and MCP server with AI at your side.',
  },
};
