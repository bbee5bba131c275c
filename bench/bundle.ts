// How a bench bundles what it runs under plain node: one ESM file, dependencies left in node_modules (as the CLI
// build leaves them), so neither timings nor memory include tsx's on-the-fly compilation.
import { build, type BuildOptions } from 'esbuild';

export async function bundleForNode(options: BuildOptions): Promise<void> {
  await build({ bundle: true, platform: 'node', format: 'esm', target: 'node22', packages: 'external', logLevel: 'warning', ...options });
}
