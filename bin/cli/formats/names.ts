// The names of the output formats, apart from their renderers, so parsing flags and config files loads none of them.
export const FORMATS = ['text', 'json', 'markdown', 'sarif', 'junit'] as const;
export type Format = (typeof FORMATS)[number];
