// The artifact registry's type maps. Each gatherer file adds its own entry by declaration merging:
//
//   declare module '../gather/artifacts.js' { interface OriginArtifacts { robots: RobotsArtifact } }
//
// so gatherers can be written (and read) one file at a time. A gatherer whose checks receive a narrower shape
// than it gathers (only what was actually measured) declares that shape too, in OriginInputs or PageInputs.

/** Resources measured once per origin, keyed by artifact name. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OriginArtifacts {}

/** Resources measured once per page, keyed by artifact name. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PageArtifacts {}

/** What checks receive of an origin artifact, where it differs from what was gathered. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OriginInputs {}

/** What checks receive of a page artifact, where it differs from what was gathered. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PageInputs {}

export type OriginInput<K extends keyof OriginArtifacts> = K extends keyof OriginInputs ? OriginInputs[K] : OriginArtifacts[K];
export type PageInput<K extends keyof PageArtifacts> = K extends keyof PageInputs ? PageInputs[K] : PageArtifacts[K];
