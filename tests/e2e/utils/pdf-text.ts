import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as Chromium's page.pdf() writes it (Skia: uncompressed object
 * table, FlateDecode streams, Type0 fonts whose glyphs are 2-byte ids mapped to
 * Unicode by a ToUnicode CMap), without a PDF library: each content stream's
 * `/Fn size Tf` picks the font, each `<hex> Tj` / `[<hex> ...] TJ` is decoded
 * through that font's CMap. Glyph positions are ignored, so compare without spaces.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: string | null }>();
  for (const match of source.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const streamAt = body.indexOf('stream');
    const dict = streamAt === -1 ? body : body.slice(0, streamAt);
    let stream: string | null = null;
    if (streamAt !== -1) {
      const start = body.indexOf('\n', streamAt) + 1;
      const end = body.lastIndexOf('endstream');
      const raw = Buffer.from(body.slice(start, end), 'latin1');
      try {
        stream = /FlateDecode/.test(dict) ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
      } catch {
        stream = null;
      }
    }
    objects.set(Number(match[1]), { dict, stream });
  }

  const cmapOf = (fontObject: number): Map<string, string> => {
    const map = new Map<string, string>();
    const ref = objects.get(fontObject)?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
    const cmap = ref ? objects.get(Number(ref))?.stream : null;
    if (!cmap) return map;
    const unicode = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const pair of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(pair[1]!.toUpperCase(), unicode(pair[2]!));
    }
    for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const range of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
        const [from, to, first] = [parseInt(range[1]!, 16), parseInt(range[2]!, 16), parseInt(range[3]!, 16)];
        for (let code = from; code <= to; code += 1) map.set(code.toString(16).toUpperCase().padStart(range[1]!.length, '0'), String.fromCodePoint(first + code - from));
      }
    }
    return map;
  };

  // Font resource names (/F1...) to their font objects, from every resource dictionary.
  const fonts = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    for (const block of dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const entry of (block[1] ?? '').matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)) {
        if (!fonts.has(entry[1]!)) fonts.set(entry[1]!, cmapOf(Number(entry[2])));
      }
    }
  }

  let text = '';
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/(Type\s*\/XObject|Subtype\s*\/Image|Length1|CIDSystemInfo)/.test(dict) || stream.includes('begincmap')) continue;
    let cmap = new Map<string, string>();
    for (const token of stream.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (token[1]) {
        cmap = fonts.get(token[1]) ?? new Map();
        continue;
      }
      const hexes = token[2] !== undefined ? [...token[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1] ?? '') : [token[3] ?? ''];
      for (const hex of hexes) {
        for (const glyph of hex.toUpperCase().match(/.{4}/g) ?? []) text += cmap.get(glyph) ?? '';
      }
      text += ' ';
    }
  }
  return text;
}
