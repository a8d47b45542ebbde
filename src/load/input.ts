/**
 * Inputs of a load: files, `.zip` archives (read entry by entry from the
 * archive's central directory and inflated as a stream, never unpacked to
 * disk; zip64 included) and directories (their files, recursively). Split
 * parts are read in part order: names compare with their numbers as numbers,
 * so `_2.csv` comes before `_10.csv` and `_01.csv` before `_02.csv`.
 *
 * A part is what one header row starts: a plain file or one archive entry.
 * Entries and files of other kinds (the data dictionary `.xlsx`, a readme)
 * are skipped and named in the summary.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

export interface Part {
  /** how messages name it: the file, or `archive.zip!entry.csv` */
  label: string;
  /** the entry or file name without directories (its extension picks the delimiter) */
  name: string;
  /** the file on disk it is read from: the file itself, or the archive holding the entry */
  file: string;
  /** the archive entry's name, when the part is one */
  entry: string | null;
  /** bytes of the (uncompressed) content */
  size: number;
  open(): Promise<Readable>;
}

export interface Inputs {
  parts: Part[];
  /** entries and files not read (other kinds) */
  skipped: string[];
  /** release open archives */
  close(): void;
}

/** Compare names with the digits of each as numbers (part order). */
export const partOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

const ext = (name: string) => path.extname(name).toLowerCase();

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true }, (err, zip) => (err ? reject(err) : resolve(zip))));
}

async function zipEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  const entries: yauzl.Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (e: yauzl.Entry) => {
      entries.push(e);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

function entryStream(zip: yauzl.ZipFile, entry: yauzl.Entry, label: string): Promise<Readable> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (err, stream) => (err ? reject(new Error(`cannot read ${label}: ${err.message}`)) : resolve(stream))));
}

/** Expand the command line's paths into parts, in order. `extensions`: what the source reads. */
export async function expandInputs(paths: readonly string[], extensions: readonly string[]): Promise<Inputs> {
  const parts: Part[] = [];
  const skipped: string[] = [];
  const zips: yauzl.ZipFile[] = [];
  const close = () => {
    for (const z of zips) z.close();
  };

  const addFile = async (file: string, explicit: boolean) => {
    const e = ext(file);
    if (e === '.zip') {
      let zip: yauzl.ZipFile;
      try {
        zip = await openZip(file);
      } catch (err) {
        throw new Error(`${file} is not a readable zip archive: ${(err as Error).message}`);
      }
      zips.push(zip);
      const entries = (await zipEntries(zip)).filter((en) => !/\/$/.test(en.fileName)).sort((a, b) => partOrder(a.fileName, b.fileName));
      for (const entry of entries) {
        const label = `${file}!${entry.fileName}`;
        if (!extensions.includes(ext(entry.fileName))) {
          skipped.push(label);
          continue;
        }
        parts.push({
          label,
          name: path.basename(entry.fileName),
          file,
          entry: entry.fileName,
          size: entry.uncompressedSize,
          open: () => entryStream(zip, entry, label),
        });
      }
      return;
    }
    if (!explicit && !extensions.includes(e)) {
      skipped.push(file);
      return;
    }
    const size = fs.statSync(file).size;
    parts.push({ label: file, name: path.basename(file), file, entry: null, size, open: async () => fs.createReadStream(file) });
  };

  try {
    for (const p of paths) {
      let stat: fs.Stats;
      try {
        stat = fs.statSync(p);
      } catch {
        throw new Error(`${p}: no such file or directory`);
      }
      if (stat.isDirectory()) {
        const files = (fs.readdirSync(p, { recursive: true, encoding: 'utf8' }) as string[])
          .map((f) => path.join(p, f))
          .filter((f) => fs.statSync(f).isFile())
          .sort(partOrder);
        for (const f of files) await addFile(f, false);
      } else {
        await addFile(p, true);
      }
    }
  } catch (err) {
    close();
    throw err;
  }
  return { parts, skipped, close };
}

/**
 * Open a part again from its file and entry name (the parse thread's way:
 * a Part's open() does not cross threads). The archive is closed when the
 * entry's stream closes.
 */
export async function openPart(file: string, entry: string | null): Promise<Readable> {
  if (entry === null) return fs.createReadStream(file);
  const zip = await openZip(file);
  try {
    const found = (await zipEntries(zip)).find((e) => e.fileName === entry);
    if (!found) throw new Error(`${file} holds no entry ${entry}`);
    const stream = await entryStream(zip, found, `${file}!${entry}`);
    stream.once('close', () => zip.close());
    return stream;
  } catch (err) {
    zip.close();
    throw err;
  }
}
