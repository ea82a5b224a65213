// How the measurement tools (bench.mjs, large-site.mjs, author-loop.mjs)
// judge a budget from interleaved runs, and the rows of the tables they print.

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

export const fmt = {
  ms: (v) => `${Math.round(v)} ms`,
  kb: (v) => `${(v / 1024).toFixed(1)} KB`,
  s: (v) => `${v.toFixed(1)} s`,
  s2: (v) => `${v.toFixed(2)} s`,
  mb: (v) => `${Math.round(v / 1024 / 1024)} MB`,
  n: (v) => String(Math.round(v)),
  cls: (v) => v.toFixed(3),
};

/** min-max of the runs, when there are more than one. */
const spread = (values, format) =>
  values.length > 1
    ? `${format(Math.min(...values))}-${format(Math.max(...values))}`
    : '';

/**
 * The rows of a comparison, Cape against another site ("other"), and the
 * count of their verdicts.
 */
export function tally() {
  const counts = {met: 0, OVER: 0, 'not separable': 0};
  /**
   * One figure of one page: medians, spreads, ratio and, with a limit, a
   * verdict: a number is a budget on the ratio (`verdict`); `{max}` one on
   * every Cape run, whatever the other site's (`theirs` may be empty).
   */
  const row = (figure, page, ours, theirs, format, limit) => {
    const compared = theirs.length > 0;
    let judged = '';
    if (typeof limit === 'object')
      judged = Math.max(...ours) <= limit.max ? 'met' : 'OVER';
    else if (limit !== undefined && compared)
      judged = verdict(ours, theirs, limit);
    if (judged) counts[judged] += 1;
    return {
      figure,
      page,
      Cape: format(median(ours)),
      'Cape spread': spread(ours, format),
      other: compared ? format(median(theirs)) : '',
      'other spread': spread(theirs, format),
      ratio:
        compared && median(theirs) > 0
          ? `${(median(ours) / median(theirs)).toFixed(2)}x`
          : '',
      budget:
        typeof limit === 'object'
          ? `<= ${format(limit.max)}`
          : limit === undefined || !compared
            ? ''
            : `<= ${limit}x`,
      verdict: judged,
    };
  };
  const summary = () =>
    `Budgets: ${counts.met} met, ${counts['not separable']} not separable from the run-to-run spread, ${counts.OVER} over.`;
  return {counts, row, summary};
}
