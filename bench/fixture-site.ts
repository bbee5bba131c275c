// The fixture web of the tests (tests/fixtures/web/serve.ts) in a child process, for the benchmarks that run commands
// against one of its sites: the figures are then the commands', not the fixture servers'.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export async function startFixtureSite(root: string, name = 'docs'): Promise<{ url: string; stop(): void }> {
  const serve = join(root, 'tests/fixtures/web/serve.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', serve, '1'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`fixture server exited with ${code}`)));
  });
  const { sites } = JSON.parse(firstLine) as { sites: Record<string, string> };
  const url = sites[name];
  if (!url) throw new Error(`the fixture web has no site "${name}"`);
  return { url, stop: () => child.stdin.end() };
}
