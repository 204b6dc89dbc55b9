// Percentiles and medians of measured times, one definition for every benchmark that reports them.

/** The nearest-rank percentile `q` (0 < q ≤ 1) of `sorted`, an ascending list of numbers. */
export const percentile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

/** The median of `xs` (the mean of the middle two when there is an even number). */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** `x` to one decimal. */
export const round1 = (x) => Math.round(x * 10) / 10;

/** How many of `xs` there are, with their p50, p95, p99 and maximum to one decimal. */
export function stats(xs) {
  if (xs.length === 0) return { count: 0, p50: null, p95: null, p99: null, max: null };
  const s = Float64Array.from(xs).sort();
  const at = (q) => round1(percentile(s, q));
  return {
    count: s.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: round1(s[s.length - 1]),
  };
}
