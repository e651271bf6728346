// subset-font 2 and fontverter 2 ship no types; this is the part of their APIs the build uses
// (scripts/build/gen-font-subset.ts, scripts/build/font-face.ts).
declare module 'subset-font' {
  export interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepFeatures?: string[];
    noLayoutClosure?: boolean;
  }
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  type Format = 'sfnt' | 'truetype' | 'woff' | 'woff2';
  const fontverter: {
    convert(font: Buffer | Uint8Array, toFormat: Format, fromFormat?: Format): Promise<Buffer>;
    detectFormat(font: Buffer | Uint8Array): Format;
  };
  export default fontverter;
}
