/**
 * CPU time from Linux's /proc, for benches that share one machine with their load generator and database: what
 * this process, some other processes (e.g. PostgreSQL's backends) and the whole machine used over a run.
 * Everywhere else (no /proc) the readings are null and benches print no CPU figures.
 */

/** Cumulative CPU time in clock ticks at one moment. */
export interface CpuReading {
  /** This process: user + system time of all its threads. */
  self: number;
  /** The watched processes together (those that ended or cannot be read count 0). */
  others: number;
  /** The whole machine: time busy and time idle (idle + iowait), summed over every CPU. */
  busy: number;
  idle: number;
}

/** CPU used between two readings, in seconds. */
export interface CpuUsage {
  self: number;
  others: number;
  busy: number;
  idle: number;
}

/** User + system ticks from a /proc/{pid}/stat line (fields 14 and 15; the name in parentheses may hold spaces). */
export function processTicks(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // After the name, field 3 (state) is at index 0, so fields 14 and 15 are at 11 and 12.
  return Number(fields[11]) + Number(fields[12]);
}

/** Busy and idle ticks from /proc/stat's first line ("cpu  user nice system idle iowait irq softirq steal …"). */
export function machineTicks(procStat: string): { busy: number; idle: number } {
  const line = procStat.slice(0, procStat.indexOf("\n"));
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim().split(/\s+/).slice(1, 9).map(Number);
  return {
    busy: user + nice + system + irq + softirq + (steal || 0),
    idle: idle + iowait,
  };
}

const read = (path: string) => Deno.readTextFile(path).catch(() => null);

/** Reads the CPU times now; null where /proc is missing. */
export async function readCpu(
  otherPids: readonly number[] = [],
): Promise<CpuReading | null> {
  const [self, machine] = await Promise.all([
    read("/proc/self/stat"),
    read("/proc/stat"),
  ]);
  if (self === null || machine === null) return null;
  let others = 0;
  for (const pid of otherPids) {
    const stat = await read(`/proc/${pid}/stat`);
    if (stat !== null) others += processTicks(stat);
  }
  return { self: processTicks(self), others, ...machineTicks(machine) };
}

let ticksPerSecond: number | null = null;

/** The kernel's clock ticks per second (getconf CLK_TCK; 100 on every common Linux). */
async function clockTicks(): Promise<number> {
  if (ticksPerSecond !== null) return ticksPerSecond;
  try {
    const out = await new Deno.Command("getconf", {
      args: ["CLK_TCK"],
      stdout: "piped",
      stderr: "null",
    }).output();
    const value = Number(new TextDecoder().decode(out.stdout).trim());
    ticksPerSecond = value > 0 ? value : 100;
  } catch {
    ticksPerSecond = 100;
  }
  return ticksPerSecond;
}

/** The CPU seconds used from `before` to `after`. */
export async function cpuBetween(
  before: CpuReading,
  after: CpuReading,
): Promise<CpuUsage> {
  const hz = await clockTicks();
  return {
    self: (after.self - before.self) / hz,
    others: (after.others - before.others) / hz,
    busy: (after.busy - before.busy) / hz,
    idle: (after.idle - before.idle) / hz,
  };
}
