export declare const SERVICE_BUNDLES: Readonly<{ start: string; worker: string; auditThread: string }>;
export declare function serviceBundlesAreStale(root: string): boolean;
export declare function ensureServiceBundles(root: string, log?: (line: string) => void): void;
