/**
 * Deterministic bytes of downloadable files: exactly `size` bytes, starting with the right magic number of the
 * format, derived from the file's path (same path + size → same bytes).
 *
 * | format                               | content                                                        |
 * |--------------------------------------|----------------------------------------------------------------|
 * | pdf                                  | a valid one-page PDF naming the file, padded by an unreferenced stream |
 * | zip, docx, xlsx, pptx, odt, ods      | a valid zip with one stored readme.txt sized to fit            |
 * | png                                  | a real PNG (sharp) padded with a private ancillary chunk        |
 * | jpg, jpeg                            | a real JPEG (sharp) padded with COM segments                   |
 * | dwg                                  | `AC1032` (AutoCAD 2018) header + deterministic bytes            |
 * | dxf, txt, csv, obj, ifc, svg, json   | text in the format's syntax, padded with comment lines         |
 * | rfa, rvt, max, doc, xls, ppt, msg    | OLE2 compound-file signature + deterministic bytes             |
 * | skp                                  | SketchUp signature + deterministic bytes                       |
 * | 3ds                                  | 3DS main chunk (0x4D4D, length = size) + deterministic bytes    |
 * | mp4, mov                             | an `ftyp` box + deterministic bytes                            |
 * | anything else                        | deterministic bytes                                            |
 */
import { crc32 } from 'node:zlib';
import { prng } from './faults.ts';
import { buildPdf } from './pdf.ts';
import { seedOf } from './text.ts';

const enc = new TextEncoder();

export function filler(seed: string, n: number): Uint8Array {
  const out = new Uint8Array(Math.max(0, n));
  const rand = prng(seedOf(seed));
  for (let i = 0; i + 4 <= out.length; i += 4) {
    const v = (rand() * 4294967296) >>> 0;
    out[i] = v & 0xff;
    out[i + 1] = (v >>> 8) & 0xff;
    out[i + 2] = (v >>> 16) & 0xff;
    out[i + 3] = v >>> 24;
  }
  for (let i = out.length - (out.length % 4); i < out.length; i++) out[i] = (rand() * 256) | 0;
  return out;
}

/** `size` bytes: `head` then deterministic filler (head truncated when the size is smaller). */
function withHead(head: Uint8Array, size: number, seed: string): Uint8Array {
  const out = filler(seed, size);
  out.set(head.subarray(0, Math.min(head.length, size)), 0);
  return out;
}

function textOfSize(header: string, commentPrefix: string, size: number): Uint8Array {
  const head = enc.encode(header);
  if (head.length >= size) return head.subarray(0, size);
  const out = new Uint8Array(size);
  out.set(head, 0);
  let o = head.length;
  const line = enc.encode(`${commentPrefix} ${'.'.repeat(70)}\n`);
  while (o + line.length <= size) {
    out.set(line, o);
    o += line.length;
  }
  out.fill(0x20, o, size); // trailing spaces
  if (size > o) out[size - 1] = 0x0a;
  return out;
}

const u16 = (v: number) => [v & 0xff, (v >>> 8) & 0xff];
const u32 = (v: number) => [v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, (v >>> 24) & 0xff];

/** A valid zip of exactly `size` bytes: one stored entry, or (tiny sizes) an empty archive with a comment. */
export function zipOfSize(size: number, seed: string, text: string): Uint8Array {
  const name = enc.encode('readme.txt');
  const overhead = 30 + name.length + 46 + name.length + 22;
  if (size < overhead) {
    const comment = Math.max(0, size - 22);
    return new Uint8Array([
      0x50,
      0x4b,
      0x05,
      0x06,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      ...u32(0),
      ...u32(0),
      ...u16(comment),
      ...new Uint8Array(comment).fill(0x20),
    ]);
  }
  const dataLen = size - overhead;
  const data = new Uint8Array(dataLen);
  const t = enc.encode(text);
  data.set(t.subarray(0, dataLen), 0);
  if (dataLen > t.length)
    data.set(
      filler(seed, dataLen - t.length).map((b) => 0x20 + (b % 95)),
      t.length,
    );
  const crc = crc32(data);
  const dosTime = 0;
  const dosDate = ((2024 - 1980) << 9) | (1 << 5) | 1;
  const local = new Uint8Array([
    0x50,
    0x4b,
    0x03,
    0x04,
    ...u16(20),
    ...u16(0),
    ...u16(0),
    ...u16(dosTime),
    ...u16(dosDate),
    ...u32(crc),
    ...u32(dataLen),
    ...u32(dataLen),
    ...u16(name.length),
    ...u16(0),
    ...name,
  ]);
  const central = new Uint8Array([
    0x50,
    0x4b,
    0x01,
    0x02,
    ...u16(20),
    ...u16(20),
    ...u16(0),
    ...u16(0),
    ...u16(dosTime),
    ...u16(dosDate),
    ...u32(crc),
    ...u32(dataLen),
    ...u32(dataLen),
    ...u16(name.length),
    ...u16(0),
    ...u16(0),
    ...u16(0),
    ...u16(0),
    ...u32(0),
    ...u32(0),
    ...name,
  ]);
  const cdOffset = local.length + dataLen;
  const eocd = new Uint8Array([
    0x50,
    0x4b,
    0x05,
    0x06,
    ...u16(0),
    ...u16(0),
    ...u16(1),
    ...u16(1),
    ...u32(central.length),
    ...u32(cdOffset),
    ...u16(0),
  ]);
  const out = new Uint8Array(size);
  out.set(local, 0);
  out.set(data, local.length);
  out.set(central, cdOffset);
  out.set(eocd, cdOffset + central.length);
  return out;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const t = enc.encode(type);
  const body = new Uint8Array(t.length + data.length);
  body.set(t, 0);
  body.set(data, t.length);
  const out = new Uint8Array(12 + data.length);
  const dv = new DataView(out.buffer);
  dv.setUint32(0, data.length);
  out.set(body, 4);
  dv.setUint32(8 + data.length, crc32(body));
  return out;
}

/** Pads a PNG to `size` with a private ancillary chunk (`fiLl`) before IEND. */
export function padPng(png: Uint8Array, size: number, seed: string): Uint8Array {
  const need = size - png.length;
  if (need < 12) return png;
  const chunk = pngChunk('fiLl', filler(seed, need - 12));
  const iend = png.length - 12; // IEND is the last 12 bytes
  const out = new Uint8Array(size);
  out.set(png.subarray(0, iend), 0);
  out.set(chunk, iend);
  out.set(png.subarray(iend), iend + chunk.length);
  return out;
}

/** Pads a JPEG to `size` with COM segments right after SOI (trailing bytes after EOI for the last < 4). */
export function padJpeg(jpeg: Uint8Array, size: number, seed: string): Uint8Array {
  let need = size - jpeg.length;
  if (need <= 0) return jpeg;
  const segments: Uint8Array[] = [];
  let tail = 0;
  while (need > 0) {
    if (need < 4) {
      tail = need;
      break;
    }
    let total = Math.min(need, 65537);
    if (need - total > 0 && need - total < 4) total -= 4; // leave room for a whole segment
    const dataLen = total - 4;
    const seg = new Uint8Array(total);
    seg[0] = 0xff;
    seg[1] = 0xfe;
    seg[2] = ((dataLen + 2) >>> 8) & 0xff;
    seg[3] = (dataLen + 2) & 0xff;
    seg.set(
      filler(`${seed}:${segments.length}`, dataLen).map((b) => 0x20 + (b % 95)),
      4,
    );
    segments.push(seg);
    need -= total;
  }
  const out = new Uint8Array(size);
  out.set(jpeg.subarray(0, 2), 0);
  let o = 2;
  for (const s of segments) {
    out.set(s, o);
    o += s.length;
  }
  out.set(jpeg.subarray(2), o);
  o += jpeg.length - 2;
  out.fill(0, o, o + tail);
  return out;
}

export interface FileSpec {
  path: string;
  size: number;
  format: string;
  name: string;
  filename: string;
}

function extensionOf(spec: FileSpec): string {
  const fromName = /\.([a-z0-9]+)$/i.exec(spec.filename || spec.path)?.[1];
  return (spec.format || fromName || '').toLowerCase().replace(/^\./, '');
}

/** Renders a small picture for image files (callers pass the media renderer). */
export type PictureRenderer = (
  seed: string,
  width: number,
  height: number,
  label: string,
  format: 'png' | 'jpeg',
) => Promise<Uint8Array>;

export async function fileBytes(spec: FileSpec, picture: PictureRenderer): Promise<Uint8Array> {
  const { size, path } = spec;
  const ext = extensionOf(spec);
  const seed = `${path}|${size}`;
  switch (ext) {
    case 'pdf':
      return buildPdf({
        title: spec.name,
        lines: [`File: ${spec.filename}`, `Path: ${path}`, `Size: ${size} bytes`, 'Generated by the embedded content API.'],
        size,
        fill: (n) => filler(seed, n),
      });
    case 'zip':
    case 'docx':
    case 'xlsx':
    case 'pptx':
    case 'odt':
    case 'ods':
      return zipOfSize(size, seed, `${spec.name}\n${spec.filename}\n`);
    case 'png':
    case 'jpg':
    case 'jpeg': {
      const format = ext === 'png' ? 'png' : 'jpeg';
      for (const [w, h] of [
        [800, 600],
        [320, 240],
        [64, 48],
        [8, 6],
      ] as const) {
        const img = await picture(path, w, h, spec.name, format);
        if (img.length + 16 <= size) return format === 'png' ? padPng(img, size, seed) : padJpeg(img, size, seed);
      }
      return (await picture(path, 1, 1, '', format)).subarray(0, size);
    }
    case 'dwg':
      return withHead(enc.encode('AC1032'), size, seed);
    case 'dxf':
      return textOfSize(`999\n${spec.name}\n0\nSECTION\n2\nHEADER\n9\n$ACADVER\n1\nAC1032\n0\nENDSEC\n0\nEOF\n`, '999\n', size);
    case 'txt':
    case 'csv':
      return textOfSize(`${spec.name}\n${spec.filename}\n`, '#', size);
    case 'obj':
      return textOfSize(`# ${spec.name}\no item\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n`, '#', size);
    case 'ifc':
      return textOfSize(
        `ISO-10303-21;\nHEADER;\nFILE_NAME('${spec.filename}');\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n`,
        '/*',
        size,
      );
    case 'svg':
      return textOfSize(
        `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>${spec.name}</title></svg>\n`,
        '<!-- -->',
        size,
      );
    case 'json':
      return textOfSize(`${JSON.stringify({ name: spec.name })}\n`, ' ', size);
    case 'rfa':
    case 'rvt':
    case 'max':
    case 'doc':
    case 'xls':
    case 'ppt':
    case 'msg':
      return withHead(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), size, seed);
    case 'skp':
      return withHead(new Uint8Array([0xff, 0xfe, 0xff, 0x0e, ...enc.encode('S\0k\0e\0t\0c\0h\0U\0p\0')]), size, seed);
    case '3ds':
      return withHead(new Uint8Array([0x4d, 0x4d, ...u32(size)]), size, seed);
    case 'mp4':
    case 'mov':
      return withHead(
        new Uint8Array([0, 0, 0, 0x18, ...enc.encode('ftypmp42'), 0, 0, 0, 0, ...enc.encode('mp42isom')]),
        size,
        seed,
      );
    default:
      return filler(seed, size);
  }
}

/** Sniffs the format of bytes by their magic number (tests and diagnostics). */
export function sniff(bytes: Uint8Array): string {
  const s = (n: number) => String.fromCharCode(...bytes.subarray(0, n));
  if (s(5) === '%PDF-') return 'pdf';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return 'zip';
  if (bytes[0] === 0x89 && s(4).slice(1) === 'PNG') return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg';
  if (s(6) === 'AC1032') return 'dwg';
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf) return 'ole';
  return 'unknown';
}
