/**
 * Bytes to text, as a stream (constant memory), by the source's encoding:
 *
 * - `utf8`: a UTF-8 byte-order mark is stripped; the file is read as UTF-8
 *   until a byte sequence that is not UTF-8, from where the rest of the file
 *   is read as Windows-1252 (the README's fallback for files whose encoding
 *   is not stated) and the switch is reported with its byte offset.
 * - `cp1252`: Windows-1252 (SAM.gov's opportunities extract), unless the file
 *   starts with a UTF-8 byte-order mark (a re-saved copy), then UTF-8.
 *
 * Windows-1252 is decoded by iconv-lite: Node 20's TextDecoder('windows-1252')
 * decodes as ISO-8859-1 (0x92 becomes U+0092, not the right single quote).
 */
import { Transform, type TransformCallback } from 'node:stream';
import iconv from 'iconv-lite';

export interface DecodeReport {
  /** the encoding the text was read in (the last one, after a fallback) */
  encoding: 'utf-8' | 'windows-1252';
  /** the byte offset where invalid UTF-8 switched the file to Windows-1252 */
  fallbackAt: number | null;
  /** bytes read */
  bytes: number;
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** How many trailing bytes of `b` start a UTF-8 sequence that the next chunk completes. */
function incompleteTail(b: Buffer): number {
  for (let i = 1; i <= Math.min(3, b.length); i++) {
    const byte = b[b.length - i];
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return need > i ? i : 0;
  }
  return 0;
}

export function decoder(encoding: 'utf8' | 'cp1252', onBytes?: (n: number) => void): Transform & { report: DecodeReport } {
  const report: DecodeReport = { encoding: encoding === 'cp1252' ? 'windows-1252' : 'utf-8', fallbackAt: null, bytes: 0 };
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const cp1252 = { decode: (b: Buffer) => iconv.decode(b, 'windows-1252') };
  let start = true;
  let carry: Buffer = Buffer.alloc(0);
  const t = new Transform({
    readableObjectMode: false,
    decodeStrings: true,
    transform(chunk: Buffer, _enc, cb: TransformCallback) {
      report.bytes += chunk.length;
      onBytes?.(chunk.length);
      let b: Buffer = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      carry = Buffer.alloc(0);
      if (start) {
        if (b.length < 3 && BOM.subarray(0, b.length).equals(b)) {
          carry = b; // too short to tell: wait for more
          return cb();
        }
        start = false;
        if (b.subarray(0, 3).equals(BOM)) {
          b = b.subarray(3);
          report.encoding = 'utf-8';
        }
      }
      if (report.encoding === 'windows-1252') return cb(null, cp1252.decode(b));
      const tail = incompleteTail(b);
      const whole = b.subarray(0, b.length - tail);
      try {
        const text = utf8.decode(whole);
        carry = Buffer.from(b.subarray(b.length - tail));
        return cb(null, text);
      } catch {
        report.encoding = 'windows-1252';
        report.fallbackAt = report.bytes - chunk.length;
        return cb(null, cp1252.decode(b));
      }
    },
    flush(cb) {
      if (!carry.length) return cb();
      if (report.encoding === 'windows-1252') return cb(null, cp1252.decode(carry));
      try {
        return cb(null, utf8.decode(carry));
      } catch {
        report.encoding = 'windows-1252';
        report.fallbackAt = report.bytes - carry.length;
        return cb(null, cp1252.decode(carry));
      }
    },
  });
  return Object.assign(t, { report });
}
