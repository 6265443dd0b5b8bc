/**
 * Minimal, valid PDF 1.4 documents: text pages in Helvetica (WinAnsi, so text is folded to ASCII), and an
 * optional unreferenced padding stream that brings the file to an exact byte size.
 */
import { asciiFold } from './text.ts';

const enc = new TextEncoder();

function pdfText(s: string): string {
  // Helvetica/WinAnsi: fold diacritics, keep printable ASCII, escape the string delimiters
  return asciiFold(s)
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

interface PdfOptions {
  title: string;
  lines: string[];
  /** Exact total size in bytes (padding added); ignored when smaller than the document itself. */
  size?: number;
  /** Deterministic padding bytes generator. */
  fill?: (n: number) => Uint8Array;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const total = parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(total);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

function build(opts: PdfOptions, padLength: number | null): Uint8Array {
  const linesPerPage = 48;
  const pages: string[][] = [];
  const all = [opts.title, '', ...opts.lines];
  for (let i = 0; i < all.length; i += linesPerPage) pages.push(all.slice(i, i + linesPerPage));
  if (pages.length === 0) pages.push([opts.title]);

  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let offset = 0;
  const push = (b: Uint8Array | string) => {
    const bytes = typeof b === 'string' ? enc.encode(b) : b;
    parts.push(bytes);
    offset += bytes.length;
  };
  const obj = (n: number, body: string) => {
    offsets[n] = offset;
    push(`${n} 0 obj\n${body}\nendobj\n`);
  };

  push('%PDF-1.4\n');
  push(new Uint8Array([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a])); // binary marker comment
  // objects: 1 catalog, 2 pages, 3 font, 4 info, then page+content pairs, then padding
  const pageObjs: number[] = [];
  let next = 5;
  const pageEntries: { page: number; content: number; lines: string[] }[] = [];
  for (const lines of pages) {
    pageEntries.push({ page: next, content: next + 1, lines });
    pageObjs.push(next);
    next += 2;
  }
  const padObj = padLength !== null ? next++ : null;
  obj(1, '<< /Type /Catalog /Pages 2 0 R >>');
  obj(2, `<< /Type /Pages /Kids [${pageObjs.map((p) => `${p} 0 R`).join(' ')}] /Count ${pageObjs.length} >>`);
  obj(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  obj(4, `<< /Title (${pdfText(opts.title)}) /Producer (content-api) >>`);
  for (const { page, content, lines } of pageEntries) {
    obj(
      page,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${content} 0 R >>`,
    );
    const text = lines.map((l, i) => (i === 0 ? `(${pdfText(l)}) Tj` : `0 -15 Td (${pdfText(l)}) Tj`)).join('\n');
    const stream = `BT\n/F1 11 Tf\n50 790 Td\n${text}\nET`;
    obj(content, `<< /Length ${enc.encode(stream).length} >>\nstream\n${stream}\nendstream`);
  }
  if (padObj !== null && padLength !== null) {
    offsets[padObj] = offset;
    push(`${padObj} 0 obj\n<< /Length ${padLength} >>\nstream\n`);
    push(opts.fill ? opts.fill(padLength) : new Uint8Array(padLength).fill(0x20));
    push('\nendstream\nendobj\n');
  }
  const xref = offset;
  const count = next;
  let table = `xref\n0 ${count}\n0000000000 65535 f \n`;
  for (let i = 1; i < count; i++) table += `${String(offsets[i] ?? 0).padStart(10, '0')} 00000 n \n`;
  push(table);
  push(`trailer\n<< /Size ${count} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return concat(parts);
}

/** A PDF document; with `size`, exactly that many bytes (when size ≥ the unpadded document + ~60 bytes). */
export function buildPdf(opts: PdfOptions): Uint8Array {
  if (opts.size === undefined) return build(opts, null);
  let pad = 0;
  for (let i = 0; i < 12; i++) {
    const doc = build(opts, pad);
    const diff = opts.size - doc.length;
    if (diff === 0) return doc;
    pad += diff;
    if (pad < 0) return build(opts, null); // the requested size is too small for a padded document
  }
  // digit-count oscillation: settle one byte lower and fix with the padding again
  return build(opts, Math.max(0, pad));
}
