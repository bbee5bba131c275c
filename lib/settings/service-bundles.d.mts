export declare const SERVICE_BUNDLES: Readonly<{ start: string; worker: string; auditThread: string; trafficThread: string }>;
export declare function ensureServiceBundles(root: string, log?: (line: string) => void): void;
export declare function newestMtime(entry: string, skipped: ReadonlySet<string>): number;
