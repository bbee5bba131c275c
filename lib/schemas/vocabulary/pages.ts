// A list's page bounds (limit and offset), for the API's query schemas (lib/schemas/common.ts), the services that
// page, and the CLI's flags, which read them without loading zod.
export const PAGE_LIMIT = { min: 1, max: 50, default: 20 } as const;
export const PAGE_OFFSET = { min: 0, max: 10_000, default: 0 } as const;
