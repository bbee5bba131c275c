// Counts in messages as en-US writes them (1,234,567). Safe integers are grouped here: a process's first
// toLocaleString call loads ICU's number formatting (10-20 ms, a good part of a one-page CLI audit); any other number
// goes to toLocaleString, so every output is the one it gives. The grouping is a loop rather than a regular
// expression: the engine formats its limits into messages as it loads, and compiling and first running a look-ahead
// regular expression cost a one-page CLI audit ~2 ms of its start-up (issue 57).
export function thousands(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return n < 0 ? `-${grouped}` : grouped;
}
