// The value below which a share `q` of the samples fall (nearest rank): what every bench prints as p50, p95, max.
export function percentile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
