/** Reading a V8 CPU profile (`node --cpu-prof`) of an app under a bench's load. */
import fs from 'node:fs';

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time by function within `windows` (module loading and the pauses between runs fall outside),
 * idle left out: shares of the time the app was busy under load, and that time in microseconds.
 */
export function topFrames(profileFile: string, windows: [number, number][], count = 20) {
  const profile = JSON.parse(fs.readFileSync(profileFile, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    const { callFrame } = nodes.get(id)!;
    if (callFrame.functionName === '(idle)' || !windows.some(([from, to]) => at >= from && at <= to)) return;
    const where = callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*?\/(api|contract|bench)\//, '$1/');
    const frame = `${callFrame.functionName || '(anonymous)'} ${where}${where ? `:${callFrame.lineNumber + 1}` : ''}`;
    self.set(frame, (self.get(frame) ?? 0) + delta);
    busy += delta;
  });
  const frames = [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([frame, time]) => ({ share: Math.round((time / busy) * 1000) / 10, frame }));
  return { busy, frames };
}
