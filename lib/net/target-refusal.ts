// How a refused target is told, wherever the operator's AGENTGAUGE_ALLOW_PRIVATE_TARGETS lifts the rule (a site's
// address, a webhook's URL, a fleet's line): the rule, then the setting, as the CLI names its --allow-private-targets.
// Anonymous public scans are not among them: that setting never lets one reach a private origin.

/** The rules AGENTGAUGE_ALLOW_PRIVATE_TARGETS lifts. */
const LIFTED_RULES = new Set(['private-address', 'port']);

export const PRIVATE_TARGETS_HINT =
  'To measure a site on this machine or a private network, the operator starts the service with AGENTGAUGE_ALLOW_PRIVATE_TARGETS set to its host:port (for example AGENTGAUGE_ALLOW_PRIVATE_TARGETS=127.0.0.1:4000 npm start).';

/** "<the vetting's sentence> (rule: <rule>)", and the setting that lifts the rule where it is one. */
export function targetRefusedMessage(message: string, rule: string): string {
  return `${message} (rule: ${rule})${LIFTED_RULES.has(rule) ? ` ${PRIVATE_TARGETS_HINT}` : ''}`;
}

/** A fleet line's reason: the vetting's sentence, and the setting where it lifts the rule. */
export function targetRefusedReason(message: string, rule: string): string {
  return LIFTED_RULES.has(rule) ? `${message} ${PRIVATE_TARGETS_HINT}` : message;
}
