// Keeps a loading state visible at least `ms` (login, register and forgot password keep it 1 s, spec 000 §9).
export async function withMinDuration<P extends PromiseLike<unknown>>(work: P, ms: number): Promise<Awaited<P>> {
  const [result] = await Promise.all([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  return result as Awaited<P>;
}
