/**
 * Lighthouse's long tasks of a run, each with what it is. The `long-tasks` audit lists a task by
 * its simulated duration and the script it ran ("Unattributable" when none), which cannot tell the
 * page's own work from the browser's commit of the navigation: the task that creates the page's
 * JavaScript context (V8 context, window) before the page's first byte is parsed, and that an
 * empty document costs as much as this site's. This is the audit's computation (Lighthouse 12,
 * core/audits/long-tasks.js) kept with the tasks themselves, and `longTasksOf` checks its list
 * against the audit's own, so it cannot drift from what Lighthouse reports.
 */
import type { RunnerResult } from 'lighthouse';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { NetworkRecords } from 'lighthouse/core/computed/network-records.js';
import { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js';
import { getAttributableURLForTask, getJavaScriptURLs } from 'lighthouse/core/lib/tracehouse/task-summary.js';

/** What a long task was: the browser committing the navigation, or the page's own work. */
export type TaskKind = 'navigation commit' | 'page';

export interface LongTask {
  /** The script the task ran, the page's URL, or "Unattributable", as Lighthouse reports it. */
  url: string;
  durationMs: number;
  startMs: number;
  kind: TaskKind;
}

/** Lighthouse's least duration for a long task (simulated ms). */
const LONG_TASK_MS = 50;
/** The trace event of the browser's navigation commit (Blink's DocumentLoader). */
const COMMIT_EVENT = 'DocumentLoader::CommitNavigation';

interface TaskTree {
  event: { name: string };
  children: TaskTree[];
}

/** Whether a task, or a task it ran, is the event named. */
export function runs(task: TaskTree, eventName: string): boolean {
  return task.event.name === eventName || task.children.some((child) => runs(child, eventName));
}

/** A task's kind: the one that commits the navigation, or the page's. */
export function kindOf(task: TaskTree): TaskKind {
  return runs(task, COMMIT_EVENT) ? 'navigation commit' : 'page';
}

/** The long tasks of a Lighthouse run (simulated timings, as its audit), longest first, each with its kind. */
export async function longTasksOf(result: RunnerResult): Promise<LongTask[]> {
  const { artifacts, lhr } = result;
  const settings = lhr.configSettings;
  const context = { computedCache: new Map(), settings } as unknown as Parameters<typeof MainThreadTasks.request>[1];
  const trace = artifacts.Trace;
  const devtoolsLog = artifacts.DevtoolsLog;
  const tasks = await MainThreadTasks.request(trace, context);
  const networkRecords = await NetworkRecords.request(devtoolsLog, context);

  // The simulated timing of each task, as the audit takes it when Lighthouse simulates throttling.
  const timings = new Map<unknown, { startTime: number; duration: number }>();
  if (settings.throttlingMethod === 'simulate') {
    const graph = await PageDependencyGraph.request(
      { settings, trace, devtoolsLog, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, fromTrace: false },
      context,
    );
    const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context);
    for (const [node, timing] of simulator.simulate(graph, { label: 'long-tasks-diagnostic' }).nodeTimings.entries()) {
      if (node.type === 'cpu') timings.set(node.event, timing);
    }
  }
  const timingOf = (task: (typeof tasks)[number]) =>
    settings.throttlingMethod === 'simulate' ? (timings.get(task.event) ?? { startTime: 0, duration: 0 }) : task;

  const jsURLs = getJavaScriptURLs(networkRecords);
  const long = tasks
    .map((task) => ({ task, timing: timingOf(task) }))
    .filter(({ task, timing }) => timing.duration >= LONG_TASK_MS && !task.unbounded && !task.parent)
    .sort((a, b) => b.timing.duration - a.timing.duration)
    .map(({ task, timing }) => ({
      url: getAttributableURLForTask(task, jsURLs),
      durationMs: Math.round(timing.duration),
      startMs: Math.round(timing.startTime),
      kind: kindOf(task),
    }));

  const audited = ((lhr.audits['long-tasks']?.details as { items?: { url?: string; duration: number }[] } | undefined)?.items ?? []).map(
    (item) => `${item.url ?? ''} ${Math.round(item.duration)}`,
  );
  const ours = long.slice(0, audited.length).map((task) => `${task.url} ${task.durationMs}`);
  if (ours.join('\n') !== audited.join('\n')) {
    throw new Error(
      `The long tasks differ from Lighthouse's long-tasks audit:\n  ours: ${ours.join(', ')}\n  audit: ${audited.join(', ')}`,
    );
  }
  return long;
}
