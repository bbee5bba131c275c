// `agentgauge traffic …`: what agents actually got from a site, from its access logs (issue 55).
//   traffic <siteId> [--from D] [--to D]               the figures on the service: per agent, observed vs predicted
//   traffic upload <siteId> <file> [--format F]        send a log (gzip if it ends in .gz) and wait for its counts
//   traffic analyze <file> [--site <url>] [--format F] the same table from a log on this machine, no service needed;
//                                                      with --site, a local audit's predictions beside it
// Registering loads nothing of the traffic code: the actions import it (traffic-run.ts), so a plain `audit` never does.
import { InvalidArgumentError, type Command } from 'commander';
import { ENVIRONMENT_HELP } from './connection.js';
import { EXIT_CODES_HELP } from './exit-codes.js';
import { examples, sections } from './help.js';
import { parsePrivateTargetsFlag } from './parse-flags.js';
import { addRemoteOptions } from './remote-command.js';
import type { AnalyzeFlags, TrafficFlags, UploadFlags } from './traffic-run.js';

const FORMATS = ['combined', 'common', 'cloudflare', 'vercel', 'ndjson', 'caddy', 'nginx-json', 'cloudfront', 'alb', 'fastly'] as const;

function formatFlag(value: string): string {
  const format = value.trim().toLowerCase();
  if (!(FORMATS as readonly string[]).includes(format)) throw new InvalidArgumentError(`Expected one of ${FORMATS.join(', ')}.`);
  return format;
}

function dayFlag(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw new InvalidArgumentError('Expected a date, YYYY-MM-DD.');
  return value;
}

export function registerTrafficCommands(program: Command): void {
  const traffic = program
    .command('traffic')
    .description("what agents actually got from one of your sites, from its access logs, beside what the scan predicted")
    .argument('[siteId]', 'the site (with no subcommand: show its figures)')
    .option('--from <day>', 'first UTC day (YYYY-MM-DD; 29 days before --to by default)', dayFlag)
    .option('--to <day>', 'last UTC day (YYYY-MM-DD; today by default)', dayFlag);
  addRemoteOptions(
    traffic,
    ['agentgauge traffic <siteId>', 'per agent: requests, verified and claimed, observed vs predicted, agreement'],
    ['agentgauge traffic upload <siteId> access.log.gz', 'send a log; prints its counts when the worker has read it'],
    ['agentgauge traffic analyze access.log --site example.com', 'no service: the same table, with a local audit\'s predictions'],
  ).action(async (siteId: string | undefined, flags: TrafficFlags) => {
    const { showTraffic } = await import('./traffic-run.js');
    await showTraffic(siteId, flags);
  });

  const upload = traffic
    .command('upload')
    .description('send an access log of a site (combined, common, Cloudflare Logpush, Vercel, Caddy, nginx JSON, CloudFront, ALB, Fastly or generic NDJSON; .gz is sent compressed)')
    .argument('<siteId>', 'the site')
    .argument('<file>', 'the log file')
    .option('--format <format>', `the log's format (${FORMATS.join(', ')}); detected from its first lines by default`, formatFlag)
    .option('--no-wait', 'print the queued batch and return without waiting for its counts');
  addRemoteOptions(upload, ['agentgauge traffic upload <siteId> /var/log/nginx/access.log', 'send a log and wait for its counts']).action(
    async (siteId: string, file: string, flags: UploadFlags) => {
      const { uploadTraffic } = await import('./traffic-run.js');
      await uploadTraffic(siteId, file, flags);
    },
  );

  const analyze = traffic
    .command('analyze')
    .description('read a log on this machine (no service, no API key): per agent what it got and how it was verified, the visits AI assistants referred; with --site, a local audit\'s predictions and its pages\' coverage beside it')
    .argument('<file>', 'the log file (.gz is read compressed)')
    .option('--site <url>', 'the site the log is of: other hosts\' lines are skipped, and a local audit of its start page predicts each agent')
    .option('--format <format>', `the log's format (${FORMATS.join(', ')}); detected from its first lines by default`, formatFlag)
    .option('--allow-private-targets [host:port,...]', 'let the --site audit reach private addresses and any port, or only the listed host:port origins (as audit takes it; local testing)', parsePrivateTargetsFlag)
    .option('--no-reverse-dns', 'judge Googlebot, bingbot and Applebot by their published ranges alone: no reverse DNS lookup (they ask AGENTGAUGE_DNS_SERVERS, else the system\'s resolvers)')
    .option('--json', 'print the figures as JSON on stdout');
  analyze.addHelpText('after', sections(examples(['agentgauge traffic analyze access.log', 'every agent in the log'], ['agentgauge traffic analyze access.log.gz --site https://example.com', 'beside a local audit']), EXIT_CODES_HELP, ENVIRONMENT_HELP));
  analyze.action(async (file: string, flags: AnalyzeFlags) => {
    const { analyzeTraffic } = await import('./traffic-run.js');
    await analyzeTraffic(file, flags);
  });
}
