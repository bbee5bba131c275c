// The C library's memory settings for a process started from the engine's start-up snapshot (snapshot-start.ts), in
// a module of its own: the launcher sets them and the engine's script takes them back, and neither needs the other.
//
// Node reads the snapshot file into one buffer and copies V8's part of it into another before V8 deserialises the
// heap from it: two 12 MB buffers, touched 4 KB page after 4 KB page, were ~40% of the process's page faults. glibc
// reads GLIBC_TUNABLES as a process starts (the GNU C Library manual, "Memory Allocation Tunables"; NEWS of 2.35):
// - glibc.malloc.hugetlb=1 makes malloc ask for transparent huge pages (madvise MADV_HUGEPAGE) on what it maps and on
//   its heap, so that where the kernel's setting is "madvise" (the common default) a 2 MB page faults in at once;
// - glibc.malloc.top_pad grows malloc's heap 32 MB at a time instead of 128 KB, so those buffers come from one
//   huge-page-backed heap rather than many small extensions.
// Together: 17.5k page faults to 7.6k and wall time ×0.87-0.88 for a one-page audit, in paired runs of the snapshot's
// process (bench/README.md, 2026-11-29 second session). A C library other than glibc ignores the variable; a glibc
// without a tunable ignores that tunable.

/** The value given to GLIBC_TUNABLES. */
export const SNAPSHOT_MALLOC_TUNABLES = 'glibc.malloc.hugetlb=1:glibc.malloc.top_pad=33554432';

/**
 * The environment for the snapshot's process: `env` with the tunables above, on Linux, when GLIBC_TUNABLES is unset
 * (a setting of the user's own is theirs, and stays as it is).
 */
export function snapshotEnvironment(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform): NodeJS.ProcessEnv {
  if (platform !== 'linux' || env.GLIBC_TUNABLES !== undefined) return env;
  return { ...env, GLIBC_TUNABLES: SNAPSHOT_MALLOC_TUNABLES };
}

/**
 * In the snapshot's process, once the C library has read them: the tunables the launcher added are taken out of the
 * environment again, so that nothing the audit starts (a browser for --browser) inherits them.
 */
export function forgetSnapshotTunables(env: NodeJS.ProcessEnv): void {
  if (env.GLIBC_TUNABLES === SNAPSHOT_MALLOC_TUNABLES) delete env.GLIBC_TUNABLES;
}
