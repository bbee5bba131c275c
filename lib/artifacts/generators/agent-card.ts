// /.well-known/agent-card.json (A2A 1.0): every required field, one skill per kind of question the site answers.
import { sitePagesOf, siteNameOf, siteSummaryOf } from '../site-input';
import type { Generator } from './types';

export const agentCard: Generator = (input) => {
  const name = siteNameOf(input);
  const pages = sitePagesOf(input);
  const card = {
    name: `${name} agent`,
    description: siteSummaryOf(input),
    version: '1.0.0',
    supportedInterfaces: [{ url: `${input.origin}/a2a`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
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
