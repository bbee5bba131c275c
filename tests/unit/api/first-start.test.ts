// The first run's help as an operator at a terminal reads it (lib/server/first-start.ts): the commands one a line, as
// typed, the dashboard's sign-in URL and the CLI's install line from this service; nothing but the JSON log when stderr
// is not a terminal, where the log says the same steps one a line (tests/system/api/discovery-pages-and-start.test.ts
// reads them).
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { firstStartSteps, printFirstStartHelp } from '../../../lib/server/first-start';

function terminal(isTTY: boolean): { stream: PassThrough & { isTTY: boolean }; text: () => string } {
  const stream = Object.assign(new PassThrough(), { isTTY });
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

describe('printFirstStartHelp', () => {
  it('prints the commands as commands, then the sign-in URL, on a terminal', () => {
    const { stream, text } = terminal(true);
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

  it('keeps a stderr that is not a terminal free of anything but the log', () => {
    const { stream, text } = terminal(false);
    printFirstStartHelp('https://gauge.example.com', stream);
    expect(text()).toBe('');
  });

  it('says each step in its own sentence with its command, for the log (issue 46: never an array in one line)', () => {
    expect(firstStartSteps('https://gauge.example.com')).toEqual([
      'Create the first organization: bin/agentgauge admin org create --name "My company" --plan pro',
      'Create your user in it: bin/agentgauge admin user create --org <organization id> --email you@example.com --password <password> --role owner',
      'Create an API key (printed once; send it as "Authorization: Bearer <key>"): bin/agentgauge admin key create --org <organization id> --name "first key"',
      'Sign in to the dashboard at https://gauge.example.com/sign-in',
      'Install the CLI (the agentgauge command) from this service: npm i -g https://gauge.example.com/cli/latest.tgz',
    ]);
  });
});
