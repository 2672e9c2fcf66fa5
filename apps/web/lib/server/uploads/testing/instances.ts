// Starts scripts/testing/upload-instance.ts as separate processes (separate memory, separate disk folders) over one
// shared database — what several machines behind a load balancer look like to the upload routes.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const entry = fileURLToPath(new URL('../../../../scripts/testing/upload-instance.ts', import.meta.url));

export interface UploadInstance {
  url: string;
  instance: string;
  storage: 'local' | 's3';
  stop(): Promise<void>;
  /** SIGKILL: gone at once, nothing closed. */
  kill(): Promise<void>;
}

export async function startUploadInstance(env: Record<string, string>): Promise<UploadInstance> {
  const child: ChildProcess = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', entry], {
    cwd: webRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const first = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`업로드 인스턴스가 시작하지 못했습니다 (exit ${code}): ${stderr.slice(-2000)}`)));
  });
  const info = JSON.parse(first) as Omit<UploadInstance, 'stop'>;
  return {
    ...info,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await stopped;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await stopped;
    },
  };
}
