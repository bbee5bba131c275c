// Our A2A agent card (A2A 1.0 §4.4.1, §8): served at /.well-known/agent-card.json and given to the request handler,
// so what the card declares (interfaces, capabilities, skills) is what the endpoint does. Absolute URLs come from the
// service's public origin only.
import { A2A_CARD_PATH } from '@/engine/light';
import { SERVICE_DESCRIPTION, SERVICE_NAME, SERVICE_VERSION } from '@/lib/identity/service';
import { A2A_SKILLS } from './skills';

export const A2A_PATH = '/a2a';
export { A2A_CARD_PATH };
/** The one protocol version the endpoint speaks (A2A 1.0 §3.6: Major.Minor only). */
export const A2A_PROTOCOL_VERSION = '1.0';
export const A2A_PROTOCOL_BINDING = 'JSONRPC';
/** The card is served as plain JSON, what every A2A client reads. */
export const A2A_CARD_MEDIA_TYPE = 'application/json';

export const A2A_INPUT_MODES = ['text/plain', 'application/json'];
export const A2A_OUTPUT_MODES = ['text/plain', 'application/json', 'text/html'];

export function agentCard(origin: string) {
  return {
    name: SERVICE_NAME,
    description: `${SERVICE_DESCRIPTION} This agent audits a site's start page, reads stored public reports and lists the checks; no account needed.`,
    supportedInterfaces: [{ url: `${origin}${A2A_PATH}`, protocolBinding: A2A_PROTOCOL_BINDING, protocolVersion: A2A_PROTOCOL_VERSION }],
    provider: { organization: SERVICE_NAME, url: `${origin}/` },
    version: SERVICE_VERSION,
    documentationUrl: `${origin}/llms.txt`,
    capabilities: { streaming: false, pushNotifications: false, extendedAgentCard: false },
    defaultInputModes: A2A_INPUT_MODES,
    defaultOutputModes: A2A_OUTPUT_MODES,
    skills: A2A_SKILLS.map((skill) => ({ ...skill, tags: [...skill.tags], examples: [...skill.examples] })),
  };
}
