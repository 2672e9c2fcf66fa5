// Child processes of the scale stack (stack.mjs, nginx.mjs): each in its own process group, its output
// prefixed with its name; stopped as a group; and the wait for an address to answer.
import { spawn } from 'node:child_process';

/** A child process in its own process group (so stopping reaches everything it started). */
export function child(name, cmd, args, options, log) {
  const proc = spawn(cmd, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((l) => l.trim() !== '')
      .forEach((l) => log(`[${name}] ${l}`));
  proc.stdout.on('data', prefix);
  proc.stderr.on('data', prefix);
  return proc;
}

export function stopGroup(proc, signal = 'SIGTERM') {
  if (!proc || proc.exitCode !== null || proc.signalCode !== null || proc.pid === undefined) return Promise.resolve();
  const exited = new Promise((r) => proc.once('exit', r));
  try {
    process.kill(-proc.pid, signal);
  } catch {
    proc.kill(signal);
  }
  return Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]).then(() => {
    if (proc.exitCode === null && proc.signalCode === null) {
      try {
        process.kill(-proc.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  });
}

/** Waits until `url` answers below 500 — or `ok` says so — (or `deadline` ms pass). */
export async function waitForHttp(url, deadline = 120_000, proc = null, ok = (status) => status < 500) {
  const until = Date.now() + deadline;
  for (;;) {
    if (proc && (proc.exitCode !== null || proc.signalCode !== null)) throw new Error(`${url}: 프로세스가 종료되었습니다 (exit ${proc.exitCode ?? proc.signalCode}).`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (ok(res.status)) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > until) throw new Error(`${url} 이(가) ${deadline / 1000}초 안에 응답하지 않았습니다.`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
