// /.well-known/agent-card.json (A2A 1.0): every required field, one skill per kind of question the site answers. The
// interface is the site's own endpoint only when the last scan saw it answer; otherwise the card is a marked template
// whose endpoint is a placeholder that never resolves (a card must not tell agents about an endpoint that is not there).
import { PLACEHOLDER_ORIGIN, TEMPLATE_NOTE, a2aEndpointShown } from '../shown-surfaces';
import { sitePagesOf, siteNameOf, siteSummaryOf } from '../site-input';
import type { Generator } from './types';

export const agentCard: Generator = (input) => {
  const name = siteNameOf(input);
  const pages = sitePagesOf(input);
  const live = a2aEndpointShown(input);
  const card = {
    name: `${name} agent`,
    description: live ? siteSummaryOf(input) : `${TEMPLATE_NOTE} ${siteSummaryOf(input)}`,
    version: '1.0.0',
    supportedInterfaces: [{ url: `${live ? input.origin : PLACEHOLDER_ORIGIN}/a2a`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
    provider: { organization: name, url: `${input.origin}/` },
    capabilities: { streaming: false, pushNotifications: false },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain', 'application/json'],
    skills: [
      {
        id: 'site-information',
        name: `Answer questions about ${name}`,
        description: `Answers questions from the content of ${input.origin}/: ${pages.map((page) => page.title).slice(0, 10).join(', ') || name}.`,
        tags: ['information', 'support', input.host],
        examples: [`What does ${name} offer?`],
      },
    ],
  };
  return { contentType: 'application/json', body: `${JSON.stringify(card, null, 2)}\n` };
};
