/**
 * A progress bar for long work of the command-line programs (cli-progress),
 * drawn on stderr only when stderr is a terminal: piped or redirected output
 * (CI logs, `npm run bench` running the seed) stays free of bar redraws.
 *
 *   const bar = progressBar({ format: '{bar} {value}/{total} steps | {step}' });
 *   bar.start(total, 0, { step: '' });
 *   bar.update(3, { step: 'contracts' });
 *   bar.log('a line for stdout');   // clears the bar, prints, redraws it
 *   bar.stop();
 *
 * Without a terminal every call is a no-op except log(), which prints.
 */
import cliProgress from 'cli-progress';

export interface Progress {
  readonly active: boolean;
  start(total: number, value?: number, payload?: Record<string, unknown>): void;
  update(value: number, payload?: Record<string, unknown>): void;
  increment(delta?: number, payload?: Record<string, unknown>): void;
  setTotal(total: number): void;
  getTotal(): number;
  /** print a line on stdout without tearing the bar */
  log(line: string): void;
  stop(): void;
}

export function progressBar(opts: { format: string; stream?: NodeJS.WriteStream }): Progress {
  const stream = opts.stream ?? process.stderr;
  let total = 0;
  if (!stream.isTTY) {
    return {
      active: false,
      start: (t) => void (total = t),
      update: () => undefined,
      increment: () => undefined,
      setTotal: (t) => void (total = t),
      getTotal: () => total,
      log: (line) => void process.stdout.write(`${line}\n`),
      stop: () => undefined,
    };
  }
  const bar = new cliProgress.SingleBar({ format: opts.format, hideCursor: false, stream, clearOnComplete: false, etaBuffer: 50 }, cliProgress.Presets.shades_classic);
  let running = false;
  return {
    active: true,
    start: (t, v = 0, payload) => {
      total = t;
      running = true;
      bar.start(t, v, payload);
    },
    update: (v, payload) => bar.update(v, payload ?? {}),
    increment: (d = 1, payload) => bar.increment(d, payload ?? {}),
    setTotal: (t) => {
      total = t;
      bar.setTotal(t);
    },
    getTotal: () => total,
    log: (line) => {
      if (running) stream.write('\r\x1b[2K');
      process.stdout.write(`${line}\n`);
      if (running) bar.render();
    },
    stop: () => {
      if (!running) return;
      running = false;
      bar.stop();
    },
  };
}
