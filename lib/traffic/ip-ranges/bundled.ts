// The snapshot of the vendors' ranges this repository ships (README.md beside this file says what each is and what is
// missing), imported so that every build (the service, the worker, the CLI package) carries it without reading files.
import applebot from './applebot.json' with { type: 'json' };
import bingbot from './bingbot.json' with { type: 'json' };
import chatgptUser from './chatgpt-user.json' with { type: 'json' };
import claudeSearchbot from './claude-searchbot.json' with { type: 'json' };
import claudeUser from './claude-user.json' with { type: 'json' };
import claudebot from './claudebot.json' with { type: 'json' };
import googlebot from './googlebot.json' with { type: 'json' };
import gptbot from './gptbot.json' with { type: 'json' };
import oaiSearchbot from './oai-searchbot.json' with { type: 'json' };
import perplexityUser from './perplexity-user.json' with { type: 'json' };
import perplexitybot from './perplexitybot.json' with { type: 'json' };
import type { RangesDocument } from '../ip-ranges';

export const BUNDLED_RANGES: ReadonlyMap<string, RangesDocument> = new Map<string, RangesDocument>([
  ['applebot', applebot],
  ['bingbot', bingbot],
  ['chatgpt-user', chatgptUser],
  ['claude-searchbot', claudeSearchbot],
  ['claude-user', claudeUser],
  ['claudebot', claudebot],
  ['googlebot', googlebot],
  ['gptbot', gptbot],
  ['oai-searchbot', oaiSearchbot],
  ['perplexity-user', perplexityUser],
  ['perplexitybot', perplexitybot],
]);
