import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * How fast this machine runs the browser suite right now, compared with the
 * machine its timeouts were set on (an idle 2-core machine of the kind CI uses).
 *
 * One fixed piece of work runs on every core at once; `pace` is how much longer it
 * took than it takes there (1 or more). That single figure covers a slower CPU, fewer
 * or throttled cores (a container's CPU quota) and other work already running, which is
 * what makes a browser test slow. The timeouts are multiplied by it, and the number of
 * workers is chosen from it, so a slower machine gets both more time and fewer
 * browsers fighting for its cores.
 */

/** The probe's wall time on the reference machine, idle (median of several runs). */
const REFERENCE_PROBE_MS = 60;
/** Never more lenient than this: past it a hang should still fail within minutes. */
const MAX_PACE = 6;

const PROBE = `
  const { parentPort } = require('node:worker_threads');
  let x = 0;
  for (let i = 0; i < 10_000_000; i += 1) x = (x * 31 + i) % 1_000_003;
  parentPort.postMessage(x);
`;

function probeOnce(threads: number): Promise<number> {
  const started = performance.now();
  const runs = Array.from(
    { length: threads },
    () =>
      new Promise<void>((resolve, reject) => {
        const worker = new Worker(PROBE, { eval: true });
        worker.once('message', () => void worker.terminate().then(() => resolve()));
        worker.once('error', reject);
      }),
  );
  return Promise.all(runs).then(() => performance.now() - started);
}

export interface MachinePace {
  cores: number;
  /** 1 on the reference machine; 3 on one three times slower (or as busy). */
  pace: number;
  workers: number;
}

/**
 * Browser workers for this pace. The suite mostly waits (throttled networks, the demo's latency,
 * polls), so an idle machine runs one browser more than it has cores. A slower or busier one is
 * short of CPU rather than of waiting time: one browser per core keeps it busy without making each
 * test slower than its stretched budget allows; a swamped one (four times slower or more) leaves a
 * core to everything else, but keeps two browsers where it has two cores: alone, one browser leaves
 * the CPU idle through each of its waits (a fresh clone at two thirds of one CPU, whose probe read
 * 3.3 one time and 4.8 the next: the browser tests took 19 minutes on two workers, and were on course
 * for 30 on one).
 */
export function workersFor(cores: number, pace: number): number {
  if (!Number.isFinite(pace) || pace < 1.5) return cores + 1;
  if (pace < 4) return cores;
  return Math.max(Math.min(2, cores), cores - 1);
}

export async function measureMachinePace(): Promise<MachinePace> {
  const cores = availableParallelism();
  // The best of three: a hiccup while probing is not the machine's pace.
  const times: number[] = [];
  for (let run = 0; run < 3; run += 1) times.push(await probeOnce(cores));
  const pace = Math.min(MAX_PACE, Math.max(1, Math.min(...times) / REFERENCE_PROBE_MS));
  return { cores, pace: Math.round(pace * 100) / 100, workers: workersFor(cores, pace) };
}

/**
 * A time limit set on the reference machine, stretched by this machine's pace: for a
 * test's own `timeout:` (the config's limits are stretched already).
 */
export function budget(ms: number): number {
  const pace = Number(process.env.E2E_PACE);
  return Math.round(ms * (Number.isFinite(pace) && pace >= 1 ? pace : 1));
}
