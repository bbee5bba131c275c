// The fixture web in a child process (tests/fixtures/web/serve.ts), so an engine bench measures the engine, not the
// fixture servers.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface FixtureUrls {
  sites: Record<string, string>;
  large: string;
}

export interface FixtureProcess {
  urls: FixtureUrls;
  pid: number;
  stop(): void;
}

/** Starts `serve` (with a large site of `largePages` pages) and waits for the URLs it prints. */
export async function startFixtureProcess(serve: string, largePages: number): Promise<FixtureProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serve, String(largePages)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`fixture server exited with ${code}`)));
  });
  return { urls: JSON.parse(firstLine) as FixtureUrls, pid: child.pid ?? 0, stop: () => child.stdin.end() };
}
