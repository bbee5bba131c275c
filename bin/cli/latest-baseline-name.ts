// `--baseline latest`: the word, apart from bin/cli/latest-baseline.ts, so that checking the flag loads no API client.
export const LATEST = 'latest';
