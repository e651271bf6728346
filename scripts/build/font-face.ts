// Reads a font back with HarfBuzz (the harfbuzzjs build subset-font subsets with), so the checks
// look at what the browser will get, not at what the build meant to write.
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

export interface FontFacts {
  /** The code points the cmap maps. */
  codepoints: Set<number>;
  glyphs: number;
  upem: number;
  axes: Record<string, { min: number; default: number; max: number }>;
  /** GSUB and GPOS feature tags (tnum, kern, …), sorted. */
  features: string[];
  /** The vertical metrics the fallback's overrides are matched to: hhea and OS/2. */
  metrics: Record<string, number>;
}

const int16 = (table: Uint8Array | undefined, offset: number) =>
  table ? new DataView(table.buffer, table.byteOffset, table.byteLength).getInt16(offset) : NaN;

/**
 * What a woff2/woff/sfnt font holds, read with HarfBuzz. One at a time: two reads in parallel
 * (Promise.all) get each other's answers from the shared WebAssembly decoders.
 */
export async function readFont(font: Uint8Array): Promise<FontFacts> {
  const sfnt = await fontverter.convert(font, 'sfnt');
  const face = new hb.Face(new hb.Blob(sfnt));
  const hhea = face.referenceTable('hhea');
  const os2 = face.referenceTable('OS/2');
  const maxp = face.referenceTable('maxp');
  const axes: FontFacts['axes'] = {};
  for (const [tag, info] of Object.entries(face.getAxisInfos())) {
    axes[tag] = { min: info.min, default: info.default, max: info.max };
  }
  return {
    codepoints: new Set(face.collectUnicodes()),
    glyphs: maxp ? new DataView(maxp.buffer, maxp.byteOffset).getUint16(4) : 0,
    upem: face.upem,
    axes,
    features: [
      ...new Set([...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')]),
    ].sort(),
    metrics: {
      hheaAscender: int16(hhea, 4),
      hheaDescender: int16(hhea, 6),
      hheaLineGap: int16(hhea, 8),
      typoAscender: int16(os2, 68),
      typoDescender: int16(os2, 70),
      typoLineGap: int16(os2, 72),
      winAscent: int16(os2, 74),
      winDescent: int16(os2, 76),
    },
  };
}
