// A stop's grace: wait for work to end, but no longer than a budget, then go on whatever it does.

/** Resolves when `work` settles or `ms` have passed, whichever comes first; never rejects. */
export async function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([work.catch(() => undefined), budget]).finally(() => clearTimeout(timer));
}
