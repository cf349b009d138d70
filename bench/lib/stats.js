/** Percentiles and medians of benchmark samples. */

/** The value at rank floor(n * q) of an ascending array (0 if empty). */
const percentile = (sorted, q) => sorted[Math.floor(sorted.length * q)] ?? 0;

/** Ascending copy of numbers. */
const ascending = (values) => [...values].sort((a, b) => a - b);

/** Median of numbers (the mean of the two middle values for an even count). */
function median(values) {
  const sorted = ascending(values);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The item at the middle rank by `key` (the upper middle for an even count). */
const medianBy = (items, key) => [...items].sort((a, b) => a[key] - b[key])[Math.floor(items.length / 2)];

module.exports = { percentile, ascending, median, medianBy };
