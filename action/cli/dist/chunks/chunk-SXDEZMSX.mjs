import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);

// bin/cli/help.ts
function examples(...lines) {
  const body = lines.map(([command, what]) => `  # ${what}
  $ ${command}`).join("\n\n");
  return `
Examples:
${body}
`;
}
function sections(...parts) {
  return parts.map((part) => part.startsWith("\n") ? part : `
${part}
`).join("");
}

export {
  examples,
  sections
};
