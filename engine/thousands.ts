// Counts in messages as en-US writes them (1,234,567). Safe integers are grouped here: a process's first
// toLocaleString call loads ICU's number formatting (10-20 ms, a good part of a one-page CLI audit); any other number
// goes to toLocaleString, so every output is the one it gives.
export function thousands(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return n.toLocaleString('en-US');
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}
