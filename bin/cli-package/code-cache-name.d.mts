// Types of bin/cli-package/code-cache-name.mjs (plain JavaScript, so that bin/pack-cli.mjs can import it).
export declare function runtimeKey(versions?: { node: string; v8: string }, arch?: string): string;
export declare function packagedCacheName(scriptName: string, key?: string): string;
export declare function snapshotName(scriptName: string, key?: string): string;
export declare function snapshotManifestName(scriptName: string, key?: string): string;
export declare function buildConfigHash(config?: object): string;
