// Help text sections shared by every command: examples first, then exit codes and environment.

export function examples(...lines: Array<[command: string, what: string]>): string {
  const body = lines.map(([command, what]) => `  # ${what}\n  $ ${command}`).join('\n\n');
  return `\nExamples:\n${body}\n`;
}

export function sections(...parts: string[]): string {
  return parts.map((part) => (part.startsWith('\n') ? part : `\n${part}\n`)).join('');
}
