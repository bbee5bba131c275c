// The artifact registry's type maps. Each gatherer file adds its own entry by declaration merging:
//
//   declare module '../gather/artifacts.js' { interface OriginArtifacts { robots: RobotsArtifact } }
//
// so gatherers can be written (and read) one file at a time.

/** Resources measured once per origin, keyed by artifact name. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OriginArtifacts {}

/** Resources measured once per page, keyed by artifact name. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PageArtifacts {}
