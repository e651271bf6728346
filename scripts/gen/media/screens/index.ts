// Which drawing makes which screen, and where it sits in the app (active rail item, breadcrumb).

import type { NavId } from '../app-frame';
import type { Palette } from '../palette';
import type { Box } from '../svg';
import { dataExplorer, notebook } from './data';
import { notebookAsk, notebookPandas } from './notebook-cells';
import { notebookRunAll } from './notebook-run';
import { notebookChart, notebookShare } from './notebook-views';
import { scheduler, vectorDb } from './operations';
import { agents, marketplace } from './platform';
import { schedulerEditor, schedulerRun } from './scheduler-editor';
import { schedulerDestinations, schedulerHistory } from './scheduler-history';
import { authSetup, collections } from './studio';
import { autofill, results } from './studio-run';
import { vectorChat, vectorSources } from './vector-chat';
import { vectorFields, vectorIndex } from './vector-index';

export { previews } from './micro-saas';

export type ScreenDrawing = {
  active: NavId;
  crumbs: readonly string[];
  draw: (palette: Palette, box: Box) => string;
};

/** Keyed by the file name in web/src/content/screens.ts. */
export const drawings: Record<string, ScreenDrawing> = {
  collections: {
    active: 'collections',
    crumbs: ['Orders API'],
    draw: (palette, box) => collections(palette, box),
  },
  'auth-setup': { active: 'collections', crumbs: ['Orders API', 'Auth'], draw: authSetup },
  autofill: {
    active: 'collections',
    crumbs: ['Orders API', 'List orders'],
    draw: (palette, box) => autofill(palette, box),
  },
  results: {
    active: 'collections',
    crumbs: ['Orders API', 'List orders'],
    draw: (palette, box) => results(palette, box),
  },
  'data-explorer': { active: 'explorer', crumbs: ['Data explorer', 'Orders'], draw: dataExplorer },
  notebook: {
    active: 'notebook',
    crumbs: ['Notebooks', 'Weekly order review'],
    draw: (palette, box) => notebook(palette, box),
  },
  marketplace: { active: 'marketplace', crumbs: ['Marketplace'], draw: marketplace },
  agents: { active: 'agents', crumbs: ['Agents'], draw: agents },
  scheduler: { active: 'scheduler', crumbs: ['Scheduler'], draw: scheduler },
  'vector-db': { active: 'vector', crumbs: ['Vector DB', 'Support tickets'], draw: vectorDb },
  'notebook-pandas': {
    active: 'notebook',
    crumbs: ['Notebooks', 'Shipping costs by carrier'],
    draw: notebookPandas,
  },
  'notebook-ask': {
    active: 'notebook',
    crumbs: ['Notebooks', 'Late shipments'],
    draw: notebookAsk,
  },
  'notebook-chart': {
    active: 'notebook',
    crumbs: ['Notebooks', 'Revenue by channel'],
    draw: notebookChart,
  },
  'notebook-share': {
    active: 'notebook',
    crumbs: ['Notebooks', 'Weekly order review'],
    draw: notebookShare,
  },
  'notebook-run-all': {
    active: 'notebook',
    crumbs: ['Notebooks', 'Weekly order review'],
    draw: notebookRunAll,
  },
  'scheduler-editor': {
    active: 'scheduler',
    crumbs: ['Scheduler', 'Daily order export'],
    draw: schedulerEditor,
  },
  'scheduler-history': {
    active: 'scheduler',
    crumbs: ['Scheduler', 'Price watch'],
    draw: schedulerHistory,
  },
  'scheduler-destinations': {
    active: 'scheduler',
    crumbs: ['Scheduler', 'Daily order export'],
    draw: schedulerDestinations,
  },
  'scheduler-run': {
    active: 'scheduler',
    crumbs: ['Scheduler', 'Daily order export', 'Run 1,482'],
    draw: schedulerRun,
  },
  'vector-index': { active: 'vector', crumbs: ['Vector DB', 'Support tickets'], draw: vectorIndex },
  'vector-fields': {
    active: 'vector',
    crumbs: ['Vector DB', 'Support tickets', 'Fields'],
    draw: vectorFields,
  },
  'vector-chat': { active: 'vector', crumbs: ['Vector DB', 'Support tickets'], draw: vectorChat },
  'vector-sources': {
    active: 'vector',
    crumbs: ['Vector DB', 'Support tickets', 'Sources'],
    draw: vectorSources,
  },
};
