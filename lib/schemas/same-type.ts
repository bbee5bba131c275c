// The compile-time check that a schema describes exactly an engine type (used beside each schema file's schemas).

/** `true` when a schema's output and an engine type are the same type; `Holds<Same<…>>` compiles only then. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Holds<T extends true> = T;
