/**
 * TargetPipeline (src/load/run.ts): the batches of a grouped source through
 * its targets. Each target's batches run one at a time in order, a batch's
 * targets in order, a batch's first target overlaps the batch before's last
 * one, at most two batches are in flight, and after a failure nothing new
 * starts and `finish` throws it once everything running has ended.
 */
import { describe, expect, it } from 'vitest';
import { TargetPipeline } from '../../src/load/run.js';

const TARGETS = ['entities', 'idvs', 'contracts'] as const;

/** A step per (batch, target) that resolves when told to, recording starts and ends. */
function recorder() {
  const events: string[] = [];
  const release = new Map<string, () => void>();
  const step = (batch: number) => (target: string) => {
    events.push(`start ${batch} ${target}`);
    return new Promise<void>((resolve) => release.set(`${batch} ${target}`, () => (events.push(`end ${batch} ${target}`), resolve())));
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const end = async (batch: number, target: string) => {
    await settle();
    const r = release.get(`${batch} ${target}`);
    if (!r) throw new Error(`${batch} ${target} has not started; events: ${events.join(', ')}`);
    r();
    await settle();
  };
  return { events, step, end, settle };
}

describe('TargetPipeline', () => {
  it('runs each target in batch order and a batch in target order, overlapping a batch\'s first targets with the one before\'s last', async () => {
    const p = new TargetPipeline(TARGETS);
    const r = recorder();
    p.add(r.step(1));
    await r.settle();
    expect(r.events).toEqual(['start 1 entities']);
    await r.end(1, 'entities');
    p.add(r.step(2));
    await r.settle();
    // batch 2's entities start while batch 1 writes its IDVs
    expect(r.events).toEqual(['start 1 entities', 'end 1 entities', 'start 1 idvs', 'start 2 entities']);
    await r.end(2, 'entities');
    // batch 2's IDVs wait for batch 1's
    expect(r.events.at(-1)).toBe('end 2 entities');
    await r.end(1, 'idvs');
    expect(r.events.slice(-3)).toEqual(['end 1 idvs', 'start 1 contracts', 'start 2 idvs']);
    await r.end(2, 'idvs');
    // batch 2's contracts wait for batch 1's
    expect(r.events.at(-1)).toBe('end 2 idvs');
    await r.end(1, 'contracts');
    await r.end(2, 'contracts');
    await p.finish();
    expect(r.events.filter((e) => e.startsWith('end')).length).toBe(6);
  });

  it('a target in overlap starts once its previous batch holds the ingestion lock (or is done); the others still wait for the end', async () => {
    const p = new TargetPipeline(['entities', 'contracts'], ['contracts']);
    const events: string[] = [];
    const release = new Map<string, () => void>();
    const lockOf = new Map<string, () => void>();
    const step = (batch: number) => (target: string, locked: () => void) => {
      events.push(`start ${batch} ${target}`);
      lockOf.set(`${batch} ${target}`, locked);
      return new Promise<void>((resolve) => release.set(`${batch} ${target}`, () => (events.push(`end ${batch} ${target}`), resolve())));
    };
    const settle = () => new Promise((r) => setTimeout(r, 0));
    const end = async (k: string) => (await settle(), release.get(k)!(), await settle());
    p.add(step(1));
    await end('1 entities');
    p.add(step(2));
    await end('2 entities');
    // batch 1's contracts run, not yet locked: batch 2's wait
    expect(events).toEqual(['start 1 entities', 'end 1 entities', 'start 1 contracts', 'start 2 entities', 'end 2 entities']);
    lockOf.get('1 contracts')!();
    await settle();
    expect(events.at(-1)).toBe('start 2 contracts');
    // batch 3: its entities wait for batch 2's (entities is not in overlap); its contracts for batch 2's to lock or end
    p.add(step(3));
    await settle();
    expect(events.at(-1)).toBe('start 3 entities');
    await end('3 entities');
    expect(events.at(-1)).toBe('end 3 entities');
    await end('2 contracts'); // ended without calling locked (nothing to write, say)
    expect(events.at(-1)).toBe('start 3 contracts');
    await end('1 contracts');
    await end('3 contracts');
    await p.finish();
  });

  it('keeps at most two batches in flight: waitForPrevious waits for the batch before the last one', async () => {
    const p = new TargetPipeline(['a']);
    const r = recorder();
    p.add(r.step(1));
    await p.waitForPrevious(); // one batch in flight: no wait
    p.add(r.step(2));
    let waited = false;
    const w = p.waitForPrevious().then(() => (waited = true));
    await r.settle();
    expect(waited).toBe(false);
    await r.end(1, 'a');
    await w;
    expect(waited).toBe(true);
    await r.end(2, 'a');
    await p.finish();
  });

  it('after a failure no further step starts; finish waits for the running ones and throws the first failure', async () => {
    const p = new TargetPipeline(['entities', 'contracts']);
    const r = recorder();
    const started: string[] = [];
    p.add((t) => (started.push(`1 ${t}`), t === 'entities' ? Promise.resolve() : r.step(1)(t)));
    await r.settle();
    p.add((t) => (started.push(`2 ${t}`), t === 'entities' ? Promise.reject(new Error('batch 2 entities failed')) : Promise.resolve()));
    await r.settle();
    await expect(p.waitForPrevious()).rejects.toThrow('batch 2 entities failed');
    p.add((t) => (started.push(`3 ${t}`), Promise.resolve()));
    let finished = false;
    const f = p.finish().then(
      () => (finished = true),
      (err: Error) => ((finished = true), err.message),
    );
    await r.settle();
    // batch 1's contracts still run: finish has not returned
    expect(finished).toBe(false);
    await r.end(1, 'contracts');
    expect(await f).toBe('batch 2 entities failed');
    expect(started).toEqual(['1 entities', '1 contracts', '2 entities']);
  });
});
