// The deploy-hook providers: one list for the API's schema (lib/schemas/me/deploy-hooks.ts) and the room that
// verifies their calls (lib/deploy-hooks/providers.ts).

export const DEPLOY_HOOK_PROVIDERS = ['vercel', 'netlify', 'generic'] as const;
export type DeployHookProvider = (typeof DEPLOY_HOOK_PROVIDERS)[number];
