/** Reading exports and walking lists in the export tests. */
import type { TestApp } from '../helpers/app.js';

export const key = (k: string) => ({ 'X-API-KEY': k });

/** Every row of a list, walking `next` 100 at a time. */
export async function walkList(app: TestApp, path: string, query: string, apiKey: string): Promise<any[]> {
  const out: any[] = [];
  let url: string | null = `${path}?${query}${query ? '&' : ''}limit=100`;
  for (let i = 0; url && i < 10_000; i++) {
    const res: { status: number; body: any } = await app.json(url, { headers: key(apiKey) });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
    out.push(...res.body.results);
    url = res.body.next ? res.body.next.replace(/^https?:\/\/[^/]+/, '') : null;
  }
  return out;
}

/** An export's body as text (status and headers besides). */
export async function exportText(app: TestApp, path: string, query: string, apiKey: string, headers: Record<string, string> = {}) {
  const res = await app.fetch(`/api/export${path.slice('/api'.length)}?${query}`, { headers: { ...key(apiKey), ...headers } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The lines of an NDJSON export, parsed. */
export function ndjson(text: string): any[] {
  if (text === '') return [];
  if (!text.endsWith('\n')) throw new Error('an NDJSON export ends with a line break');
  return text.slice(0, -1).split('\n').map((l) => JSON.parse(l));
}

/** RFC 4180 records (CRLF line ends, quoted fields with doubled quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (ch === '"') {
        quoted = false;
        i++;
      } else {
        field += ch;
        i++;
      }
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      i++;
    } else if (ch === ',') {
      row.push(field);
      field = '';
      i++;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 2;
    } else if (ch === '\n') {
      throw new Error(`bare LF at ${i}: CSV records end with CRLF`);
    } else {
      field += ch;
      i++;
    }
  }
  if (field !== '' || row.length) throw new Error('the CSV does not end with CRLF');
  return rows;
}
