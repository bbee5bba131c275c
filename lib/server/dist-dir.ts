// Where the production build lives. AGENTGAUGE_DIST_DIR (relative to the project) lets parallel test runs or
// deploy steps keep separate builds in one checkout; both `next build` and the server read it.
export function distDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.AGENTGAUGE_DIST_DIR?.trim() || '.next';
}
