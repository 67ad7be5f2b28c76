// Keeps a loading state `ms` longer after the reply (login, register and forgot password: "1 second after the
// reply", spec 000 §9), so a fast answer never flashes past the user.
export async function withMinDuration<P extends PromiseLike<unknown>>(work: P, ms: number): Promise<Awaited<P>> {
  const result = await work;
  await new Promise((resolve) => setTimeout(resolve, ms));
  return result as Awaited<P>;
}
