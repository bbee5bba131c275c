// The first run's help as an operator reads it (lib/server/first-start.ts): the commands one a line, as typed, the
// dashboard's sign-in URL and the CLI's install line from this service, on stderr whether or not it is a terminal
// (issue 46: a process manager's log showed a JSON array in one line).
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { printFirstStartHelp } from '../../lib/server/first-start';

function terminal(isTTY: boolean): { stream: PassThrough & { isTTY: boolean }; text: () => string } {
  const stream = Object.assign(new PassThrough(), { isTTY });
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

describe('printFirstStartHelp', () => {
  it.each([true, false])('prints the commands as commands, then the sign-in URL (stderr a terminal: %s)', (isTTY) => {
    const { stream, text } = terminal(isTTY);
    printFirstStartHelp('http://127.0.0.1:3000', stream);
    expect(text()).toBe(
      [
        '',
        'Agent Gauge: this database has no organization yet. Create the first organization, user and API key from this',
        'checkout (the commands use the same DATA_DIR / DATABASE_URL as the service; run "npm run build:cli" first if',
        'bin/agentgauge says it is not built):',
        '',
        '  bin/agentgauge admin org create --name "My company" --plan pro',
        '  bin/agentgauge admin user create --org <organization id> --email you@example.com --password <password> --role owner',
        '  bin/agentgauge admin key create --org <organization id> --name "first key"',
        '',
        'The key is printed once: send it as "Authorization: Bearer <key>".',
        'Then sign in to the dashboard at http://127.0.0.1:3000/sign-in',
        'and install the CLI (the agentgauge command) from this service:',
        '',
        '  npm i -g http://127.0.0.1:3000/cli/latest.tgz',
        '',
        '',
      ].join('\n'),
    );
  });
});
