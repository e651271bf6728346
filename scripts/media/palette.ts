// The colours of the drawn product UI: the site's indigo brand scale (web/src/theme/theme.ts) and
// Tailwind-like slate neutrals, plus the status colours an API client needs.

export const color = {
  brand50: '#eef2ff',
  brand100: '#e0e7ff',
  brand200: '#c7d2fe',
  brand300: '#a5b4fc',
  brand400: '#818cf8',
  brand500: '#6366f1',
  brand600: '#4f46e5',
  brand700: '#4338ca',
  brand800: '#3730a3',
  brand900: '#312e81',
  white: '#ffffff',
  canvas: '#f8fafc',
  line: '#e2e8f0',
  lineStrong: '#cbd5e1',
  muted: '#64748b',
  text: '#0f172a',
  textSoft: '#334155',
  green: '#15803d',
  greenSoft: '#dcfce7',
  amber: '#b45309',
  amberSoft: '#fef3c7',
  red: '#b91c1c',
  redSoft: '#fee2e2',
  violet: '#7c3aed',
  violetSoft: '#ede9fe',
  sky: '#0369a1',
  skySoft: '#e0f2fe',
} as const;

export const fonts = {
  sans: "Inter,'Segoe UI',system-ui,-apple-system,Roboto,'Helvetica Neue',Arial,'DejaVu Sans',sans-serif",
  mono: "ui-monospace,SFMono-Regular,Menlo,Consolas,'DejaVu Sans Mono',monospace",
};
