// Types of bin/token-ranks.mjs (plain JavaScript, so that bin/build-cli.mjs can import it without a compiler).
export declare const RANKS_MAGIC: number;
export declare const RANKS_VERSION: number;
export declare function hashBytes(bytes: Uint8Array, start: number, end: number): number;
export declare function encodeRanks(decoder: ReadonlyArray<string | number[]>): Buffer;
