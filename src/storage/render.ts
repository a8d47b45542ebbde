/**
 * Small, valid documents rendered from text: what the demo loader stores as
 * the captured bytes of a storefront document (the text a document's
 * extracted_text holds, rendered in the document's own format), so a
 * download serves a file that opens in a PDF reader, a word processor or a
 * spreadsheet, with the words the search found in it.
 *
 * - pdf: one or more Letter pages of Helvetica text (PDF 1.4, uncompressed
 *   content streams, a cross-reference table with exact byte offsets);
 * - docx: a WordprocessingML package (one paragraph per line of text);
 * - xlsx: a SpreadsheetML package (one inline-string cell per line, column A);
 * - anything else: UTF-8 text.
 *
 * The packages are ZIP archives written here with stored (uncompressed)
 * entries and their CRC-32. Everything depends only on the inputs (the
 * timestamps come from `date`), so the demo dataset stays deterministic.
 */
import { createHash } from 'node:crypto';

export interface RenderedDocument {
  contentType: string;
  bytes: Buffer;
  /** hex SHA-256 of the bytes */
  sha256: string;
}

export interface RenderInput {
  /** the document's title (its file name without the extension, as listed) */
  title: string;
  /** a line under the title naming what it belongs to */
  subtitle?: string;
  /** the body text: paragraphs separated by blank lines */
  text: string;
  /** when the document was dated (PDF creation date, package timestamps) */
  date: Date;
}

export const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
};

/** Render `input` as a document of type `docType` (pdf, docx, xlsx; anything else is text). */
export function renderDocument(docType: string | null, input: RenderInput): RenderedDocument {
  const type = (docType ?? '').toLowerCase();
  const bytes = type === 'pdf' ? renderPdf(input) : type === 'docx' ? renderDocx(input) : type === 'xlsx' ? renderXlsx(input) : renderText(input);
  const contentType = CONTENT_TYPES[type] ?? CONTENT_TYPES.txt;
  return { contentType, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Title, subtitle, blank line, then the paragraphs, each a list of lines. */
function paragraphs(input: RenderInput): string[] {
  const paras = input.text.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim()).filter((p) => p.length > 0);
  return [input.title, ...(input.subtitle ? [input.subtitle] : []), ...paras];
}

function renderText(input: RenderInput): Buffer {
  return Buffer.from(`${paragraphs(input).join('\n\n')}\n`, 'utf8');
}

// ───────────────────────────── PDF ─────────────────────────────

/** Greedy word wrap at `width` characters. */
function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = '';
    }
    // a word longer than the line is cut
    let w = word;
    while (w.length > width) {
      out.push(w.slice(0, width));
      w = w.slice(width);
    }
    line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  return out;
}

/** A PDF literal string in WinAnsi: escapes, and '?' for what Helvetica's encoding lacks. */
function pdfString(s: string): string {
  const ascii = s.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[\u2013\u2014]/g, '-').replace(/[^\x20-\x7e]/g, '?');
  return `(${ascii.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function pdfDate(d: Date): string {
  return `D:${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

const LINES_PER_PAGE = 54;
const CHARS_PER_LINE = 92;

function renderPdf(input: RenderInput): Buffer {
  const [title, ...rest] = paragraphs(input);
  // lines: [text, font size]; a blank line between paragraphs
  const lines: [string, number][] = [[title, 14], ['', 10]];
  for (const p of rest) {
    for (const l of wrap(p, CHARS_PER_LINE)) lines.push([l, 10]);
    lines.push(['', 10]);
  }
  const pages: [string, number][][] = [];
  for (let i = 0; i < lines.length; i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));

  // objects: 1 catalog, 2 pages, 3 font, 4 info, then per page: page, content
  const objects: string[] = [];
  const kids = pages.map((_p, i) => `${5 + 2 * i} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push(`<< /Title ${pdfString(title)} /Producer (Procurement Data Service document capture) /CreationDate (${pdfDate(input.date)}) >>`);
  pages.forEach((page, i) => {
    let content = 'BT\n72 740 Td\n';
    let size = 0;
    for (const [text, fontSize] of page) {
      if (fontSize !== size) {
        content += `/F1 ${fontSize} Tf ${fontSize + 3} TL\n`;
        size = fontSize;
      }
      content += `${pdfString(text)} Tj T*\n`;
    }
    content += 'ET\n';
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${6 + 2 * i} 0 R >>`);
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`);
  });
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// ───────────────────────────── ZIP (stored entries) ─────────────────────────────

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A ZIP archive of stored (uncompressed) entries, dated `date` (MS-DOS time, UTC). */
export function zip(entries: [string, string][], date: Date): Buffer {
  const dosTime = (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1);
  const dosDate = ((Math.max(1980, date.getUTCFullYear()) - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate();
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

// ───────────────────────────── Office Open XML ─────────────────────────────

const xml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const OFFICE_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`;
const iso = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

function coreProps(input: RenderInput): string {
  return (
    `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" ` +
    `xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${xml(input.title)}</dc:title>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${iso(input.date)}</dcterms:created></cp:coreProperties>`
  );
}

function contentTypes(main: string, mainType: string, extra = ''): string {
  return (
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/${main}" ContentType="${mainType}"/>${extra}` +
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>'
  );
}

function packageRels(main: string, type: string): string {
  return (
    `${OFFICE_RELS}<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${main}"/>` +
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>'
  );
}

function renderDocx(input: RenderInput): Buffer {
  const [title, ...rest] = paragraphs(input);
  const para = (s: string, bold = false) => `<w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${xml(s)}</w:t></w:r></w:p>`;
  const body = [para(title, true), ...rest.map((p) => para(p))].join('');
  const document = `${XML_HEAD}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr/></w:body></w:document>`;
  return zip(
    [
      ['[Content_Types].xml', contentTypes('word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml')],
      ['_rels/.rels', packageRels('word/document.xml', 'officeDocument')],
      ['docProps/core.xml', coreProps(input)],
      ['word/document.xml', document],
    ],
    input.date,
  );
}

function renderXlsx(input: RenderInput): Buffer {
  const rows = paragraphs(input)
    .map((p, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t xml:space="preserve">${xml(p)}</t></is></c></row>`)
    .join('');
  const sheet = `${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
  const workbook =
    `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
    '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>';
  const workbookRels = `${OFFICE_RELS}<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
  return zip(
    [
      [
        '[Content_Types].xml',
        contentTypes(
          'xl/workbook.xml',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>',
        ),
      ],
      ['_rels/.rels', packageRels('xl/workbook.xml', 'officeDocument')],
      ['docProps/core.xml', coreProps(input)],
      ['xl/workbook.xml', workbook],
      ['xl/_rels/workbook.xml.rels', workbookRels],
      ['xl/worksheets/sheet1.xml', sheet],
    ],
    input.date,
  );
}
