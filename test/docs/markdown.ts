/**
 * Reading the documentation for test/docs/: fenced code blocks, the curl
 * commands of `sh` blocks, headings and relative links.
 *
 * Rules (the docs' contract, README "Quick tour" and docs/README.md):
 * - a fenced block with info string `sh` is read for `curl` commands: a line
 *   starting with `curl` begins one, a trailing `\` continues it on the next
 *   line, several commands may share a block, other lines are not run;
 * - the comment line(s) directly above a command may say `# expect: <status>`;
 * - a `graphql` block is a query; the line before it (blank lines skipped) may
 *   be `<!-- expect: errors -->`;
 * - every other info string (`text`, `console`, `json`, `ts`, none) is not run.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Block {
  file: string;
  /** 1-based line of the opening fence */
  line: number;
  info: string;
  /** content lines, the fence's indentation removed */
  lines: string[];
  /** the last non-blank line before the opening fence ('' at the top of the file) */
  before: string;
}

export interface CurlCommand {
  file: string;
  /** 1-based line where the command starts */
  line: number;
  /** the command with continuations joined */
  text: string;
  /** the status `# expect: <status>` asks for; null means any 2xx */
  expect: number | null;
}

const OPEN = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** Every fenced code block of a Markdown text (CommonMark fences; blocks in list items keep working). */
export function fencedBlocks(text: string, file: string): Block[] {
  const lines = text.split(/\r?\n/);
  const blocks: Block[] = [];
  let before = '';
  for (let i = 0; i < lines.length; i++) {
    const m = OPEN.exec(lines[i]);
    if (!m || (m[2][0] === '`' && m[3].includes('`'))) {
      if (lines[i].trim() !== '') before = lines[i].trim();
      continue;
    }
    const [, indent, fence, rest] = m;
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const content: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !close.test(lines[j]); j++) {
      // remove up to the fence's indentation from each content line
      let k = 0;
      while (k < indent.length && lines[j][k] === ' ') k++;
      content.push(lines[j].slice(k));
    }
    blocks.push({ file, line: i + 1, info: rest.trim().split(/\s+/)[0] ?? '', lines: content, before });
    before = '';
    i = j; // the closing fence (or the end of the file)
  }
  return blocks;
}

/** The curl commands of an `sh` block. */
export function curlCommands(block: Block): CurlCommand[] {
  const out: CurlCommand[] = [];
  let comments: string[] = [];
  for (let i = 0; i < block.lines.length; i++) {
    const line = block.lines[i].trim();
    if (line.startsWith('#')) {
      comments.push(line);
      continue;
    }
    if (/^curl(\s|$)/.test(line)) {
      const start = i;
      let text = block.lines[i].trim();
      while (text.endsWith('\\') && i + 1 < block.lines.length) {
        text = text.slice(0, -1).trimEnd() + ' ' + block.lines[++i].trim();
      }
      let expect: number | null = null;
      for (const c of comments) {
        const m = /^#\s*expect:\s*(\d{3})\s*$/.exec(c);
        if (m) expect = Number(m[1]);
      }
      out.push({ file: block.file, line: block.line + 1 + start, text, expect });
    }
    comments = [];
  }
  return out;
}

/**
 * What keeps a command from being one plain curl call the test can run and
 * check: pipes, redirections, command lists, substitutions and shell variables
 * (examples write the demo keys literally).
 */
export function shellProblems(cmd: string): string[] {
  const problems = new Set<string>();
  let quote: '"' | "'" | null = null;
  for (let i = 0; i < cmd.length; i++) {
    const c = cmd[i];
    if (quote === "'") {
      if (c === "'") quote = null;
      continue;
    }
    if (c === '\\') {
      i++;
      continue;
    }
    if (quote === '"') {
      if (c === '"') quote = null;
      else if (c === '$' && /[A-Za-z_{(]/.test(cmd[i + 1] ?? '')) problems.add('a shell variable or substitution (write the demo key literally)');
      else if (c === '`') problems.add('a command substitution');
      continue;
    }
    if (c === "'" || c === '"') quote = c;
    else if (c === '$' && /[A-Za-z_{(]/.test(cmd[i + 1] ?? '')) problems.add('a shell variable or substitution (write the demo key literally)');
    else if (c === '`') problems.add('a command substitution');
    else if (c === '|') problems.add('a pipe');
    else if (c === '>' || c === '<') problems.add('a redirection');
    else if (c === ';' || c === '&') problems.add('a command list or a background job (quote URLs that contain &)');
  }
  if (quote) problems.add('an unterminated quote');
  return [...problems];
}

/** GitHub's anchor for a heading text. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text's headings (ATX headings outside code blocks; repeats get -1, -2 …). */
export function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  const lines = text.split(/\r?\n/);
  let fence: RegExp | null = null;
  for (const line of lines) {
    if (fence) {
      if (fence.test(line)) fence = null;
      continue;
    }
    const f = OPEN.exec(line);
    if (f) {
      fence = new RegExp(`^\\s*${f[2][0] === '`' ? '`' : '~'}{${f[2].length},}\\s*$`);
      continue;
    }
    const h = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!h) continue;
    // inline markup does not reach the anchor: code spans keep their text, emphasis and links lose their marks
    const text = h[1].replace(/`([^`]*)`/g, '$1').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1');
    const base = slug(text);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

export interface Link {
  file: string;
  line: number;
  target: string;
}

/** Relative links and images of a Markdown text, outside code blocks and code spans. */
export function relativeLinks(text: string, file: string): Link[] {
  const out: Link[] = [];
  const lines = text.split(/\r?\n/);
  let fence: RegExp | null = null;
  lines.forEach((line, i) => {
    if (fence) {
      if (fence.test(line)) fence = null;
      return;
    }
    const f = OPEN.exec(line);
    if (f) {
      fence = new RegExp(`^\\s*${f[2][0] === '`' ? '`' : '~'}{${f[2].length},}\\s*$`);
      return;
    }
    const prose = line.replace(/(`+)[\s\S]*?\1/g, '');
    for (const m of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = m[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      out.push({ file, line: i + 1, target });
    }
  });
  return out;
}

/** README.md and every Markdown file under docs/ (docs/screenshots excluded), relative to the root. */
export function docFiles(root: string): string[] {
  const files = ['README.md'];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (rel !== 'docs/screenshots') walk(rel);
      } else if (entry.name.endsWith('.md')) files.push(rel);
    }
  };
  if (fs.existsSync(path.join(root, 'docs'))) walk('docs');
  return files;
}
