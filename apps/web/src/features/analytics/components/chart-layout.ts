/** Geometry of the views-per-day bar chart: pure data in, SVG coordinates out. */

export type DayViews = { date: string; views: number };

export type ChartBox = {
  /** viewBox width and height, in SVG user units. */
  width: number;
  height: number;
  /** Room for the axis labels, in the same units. */
  margin: { top: number; right: number; bottom: number; left: number };
};

export type Bar = DayViews & { x: number; y: number; width: number; height: number };

export type ChartLayout = {
  bars: Bar[];
  /** The value at the top of the y axis: a round number at least the busiest day's views. */
  yMax: number;
  /** Y-axis gridlines: the value and its y coordinate. */
  ticks: { value: number; y: number }[];
  /** Bottom of the plot area (the x axis), y coordinate. */
  baseline: number;
};

/** The smallest of 1, 2, 5 × 10^k that is at least `value` (1 for nothing). */
export function niceCeil(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) {
    if (step * power >= value) return step * power;
  }
  return 10 * power;
}

/** Lays the days out as bars from left (oldest) to right, each band with a small gap. */
export function layoutBars(days: readonly DayViews[], box: ChartBox): ChartLayout {
  const { width, height, margin } = box;
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const baseline = margin.top + plotHeight;
  const yMax = niceCeil(Math.max(0, ...days.map((day) => day.views)));
  const yOf = (value: number) => baseline - (value / yMax) * plotHeight;
  const band = days.length > 0 ? plotWidth / days.length : plotWidth;
  const gap = Math.min(band * 0.2, 4);

  const bars = days.map((day, index) => {
    const top = yOf(day.views);
    return {
      ...day,
      x: margin.left + index * band + gap / 2,
      y: top,
      width: band - gap,
      height: baseline - top,
    };
  });
  const middle = yMax / 2;
  const tickValues = Number.isInteger(middle) && middle > 0 ? [0, middle, yMax] : [0, yMax];
  return { bars, yMax, ticks: tickValues.map((value) => ({ value, y: yOf(value) })), baseline };
}
