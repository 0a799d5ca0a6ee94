import { inflateSync } from 'node:zlib';

/**
 * The text a pdfkit PDF draws, one string per text-showing operator, in drawing order (compressed or not).
 * Helvetica's bytes are read as Latin-1 (WinAnsi); an embedded font's glyph codes through its ToUnicode map.
 * `glyphs` keeps each operator's characters glyph by glyph, so a right-to-left word (drawn as its glyphs from left
 * to right) can be read back in reading order by reversing them.
 */
export function pdfTextRuns(pdf: Buffer): { text: string; glyphs: string[]; font: string }[] {
  const source = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const at = body.indexOf('stream');
    if (at < 0) {
      objects.set(match[1]!, { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const start = at + 'stream'.length + (body[at + 6] === '\r' ? 2 : 1);
    const raw = Buffer.from(body.slice(start, body.lastIndexOf('endstream')), 'latin1');
    let stream: string;
    try {
      stream = dict.includes('FlateDecode') ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
    } catch {
      stream = '';
    }
    objects.set(match[1]!, { dict, stream });
  }

  // Font resource name → the code → text map of its ToUnicode CMap (none for the standard 14 fonts).
  const maps = new Map<string, Map<number, string> | null>();
  for (const { dict } of objects.values())
    for (const [, name, ref] of dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const font = objects.get(ref!)?.dict ?? '';
      const cmapRef = /\/ToUnicode\s+(\d+) 0 R/.exec(font)?.[1];
      const cmap = cmapRef ? objects.get(cmapRef)?.stream : null;
      maps.set(name!, cmap ? parseCmap(cmap) : null);
    }

  const runs: { text: string; glyphs: string[]; font: string }[] = [];
  for (const { dict, stream } of objects.values()) {
    if (stream === null || dict.includes('/Subtype') || !/\bTJ\b|\bTj\b/.test(stream)) continue;
    let font = '';
    for (const op of stream.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|\[((?:[^\]]|\n)*)\]\s*TJ/g)) {
      if (op[1]) {
        font = op[1];
        continue;
      }
      const map = maps.get(font) ?? null;
      const glyphs: string[] = [];
      for (const [, hex] of op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)) {
        const bytes = Buffer.from(hex!, 'hex');
        if (!map) for (const byte of bytes) glyphs.push(String.fromCharCode(byte));
        else
          for (let i = 0; i + 1 < bytes.length; i += 2)
            glyphs.push(map.get(bytes.readUInt16BE(i)) ?? '\ufffd');
      }
      runs.push({ text: glyphs.join(''), glyphs, font });
    }
  }
  return runs;
}

function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const [, from, to, list] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    // A ligature maps to several code units, written with spaces between them: <0644 0627>.
    const targets = [...list!.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((m) => m[1]!.replace(/\s/g, ''));
    const start = parseInt(from!, 16);
    for (let code = start; code <= parseInt(to!, 16); code++) {
      const target = targets[code - start];
      if (target) map.set(code, utf16(target));
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, target] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(code!, 16), utf16(target!));
  return map;
}

/** Everything the PDF says, operators joined by spaces. */
export function pdfAllText(pdf: Buffer): string {
  return pdfTextRuns(pdf)
    .map((run) => run.text)
    .join(' ');
}

/** The words drawn in embedded fonts, each read right to left (as Arabic is drawn). */
export function pdfRtlWords(pdf: Buffer): string[] {
  return pdfTextRuns(pdf)
    .filter((run) => run.glyphs.length > 0 && /[\u0600-\u06ff]/.test(run.text))
    .map((run) => [...run.glyphs].reverse().join(''));
}
