/** The reader of the docs' examples (test/docs/markdown.ts): what it runs and what it refuses. */
import { describe, expect, it } from 'vitest';
import { anchors, curlCommands, fencedBlocks, relativeLinks, shellProblems, slug } from './markdown.js';

const doc = [
  '# Title',
  '',
  'Intro.',
  '',
  '```sh',
  'npm start',
  '# the version',
  'curl http://127.0.0.1:8000/api/version',
  '',
  '# a bad date',
  '# expect: 400',
  "curl -H 'X-API-KEY: demo_small' \\",
  "  'http://127.0.0.1:8000/api/contracts/?award_date=2025-02-30'",
  '```',
  '',
  '1. In a list:',
  '',
  '   ```sh',
  '   curl http://127.0.0.1:8000/api/naics/',
  '   ```',
  '',
  '<!-- expect: errors -->',
  '',
  '```graphql',
  '{ nope }',
  '```',
  '',
  '````text',
  '```sh',
  'curl http://127.0.0.1:8000/not-run',
  '```',
  '````',
  '',
  '~~~',
  'plain',
  '~~~',
].join('\n');

describe('fenced blocks', () => {
  const blocks = fencedBlocks(doc, 'x.md');

  it('finds every block with its info string, line and content, fences in list items included', () => {
    expect(blocks.map((b) => [b.info, b.line])).toEqual([
      ['sh', 5],
      ['sh', 18],
      ['graphql', 24],
      ['text', 28],
      ['', 34],
    ]);
    expect(blocks[1].lines).toEqual(['curl http://127.0.0.1:8000/api/naics/']);
    // a longer fence holds a shorter one: the inner sh block is text, not run
    expect(blocks[3].lines).toEqual(['```sh', 'curl http://127.0.0.1:8000/not-run', '```']);
  });

  it('keeps the line before a block, blank lines skipped', () => {
    expect(blocks[2].before).toBe('<!-- expect: errors -->');
    expect(blocks[0].before).toBe('Intro.');
  });

  it('reads curl commands: continuations joined, # expect from the comment lines directly above, other lines not run', () => {
    expect(curlCommands(blocks[0])).toEqual([
      { file: 'x.md', line: 8, text: 'curl http://127.0.0.1:8000/api/version', expect: null },
      { file: 'x.md', line: 12, text: "curl -H 'X-API-KEY: demo_small' 'http://127.0.0.1:8000/api/contracts/?award_date=2025-02-30'", expect: 400 },
    ]);
    // a blank line between the comment and the command breaks the link
    const [b] = fencedBlocks(['```sh', '# expect: 404', '', 'curl http://127.0.0.1:8000/x', '```'].join('\n'), 'y.md');
    expect(curlCommands(b)[0].expect).toBeNull();
  });
});

describe('shell problems', () => {
  it('accepts one plain curl call with quoted URLs, OR-lists and JSON bodies', () => {
    expect(shellProblems("curl -H 'X-API-KEY: demo_small' 'http://127.0.0.1:8000/api/contracts/?naics=541511|541512&limit=3'")).toEqual([]);
    expect(shellProblems(`curl -d '{"query": "query ($n: Int) { contracts(limit: $n) { count } }"}' http://127.0.0.1:8000/graphql`)).toEqual([]);
    expect(shellProblems('curl "http://127.0.0.1:8000/api/naics/?search=software&limit=2"')).toEqual([]);
  });

  it('refuses pipes, redirections, command lists, unquoted &, variables and substitutions', () => {
    expect(shellProblems('curl http://127.0.0.1:8000/api/version | jq .')).toEqual(['a pipe']);
    expect(shellProblems('curl http://127.0.0.1:8000/api/version > out.json')).toEqual(['a redirection']);
    expect(shellProblems('curl http://127.0.0.1:8000/api/contracts/?limit=1&naics=1')).toEqual(['a command list or a background job (quote URLs that contain &)']);
    expect(shellProblems('curl -H "X-API-KEY: $PDS_KEY" http://127.0.0.1:8000/api/version')).toEqual(['a shell variable or substitution (write the demo key literally)']);
    expect(shellProblems('curl http://127.0.0.1:8000/api/contracts/$(cat key)/')).toEqual(['a shell variable or substitution (write the demo key literally)']);
    expect(shellProblems("curl 'http://127.0.0.1:8000/api/version")).toEqual(['an unterminated quote']);
  });
});

describe('headings and links', () => {
  it('makes GitHub anchors', () => {
    expect(slug('Accounts (self-service)')).toBe('accounts-self-service');
    expect(slug('Reliability: no input gives a 500')).toBe('reliability-no-input-gives-a-500');
    expect(slug('Labor-category rates (Small plan and above)')).toBe('labor-category-rates-small-plan-and-above');
    expect([...anchors('# A\n## `x_y` rules\n```\n# not a heading\n```\n## A\n')]).toEqual(['a', 'x_y-rules', 'a-1']);
  });

  it('lists relative links and images outside code, not web addresses', () => {
    const text = 'See [rest](rest.md#conventions), ![shot](screenshots/a.png), [web](https://example.com) and `[code](nope.md)`.\n```\n[block](nope.md)\n```\n';
    expect(relativeLinks(text, 'docs/x.md').map((l) => l.target)).toEqual(['rest.md#conventions', 'screenshots/a.png']);
  });
});
