// How scripts/bench.mjs judges a budget from interleaved runs.

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Whether Cape's runs (`ours`) meet `limit` times the other site's figure
 * (`theirs`; lower is better): "met" when every Cape run is within the
 * limit applied to every other run; "OVER" when the medians are over it;
 * otherwise the two spreads overlap and the medians alone cannot tell the
 * sites apart: "not separable".
 */
export function verdict(ours, theirs, limit) {
  if (median(ours) > limit * median(theirs)) return 'OVER';
  return Math.max(...ours) <= limit * Math.min(...theirs)
    ? 'met'
    : 'not separable';
}
