/**
 * The CPU slowdown that makes this host look like Lighthouse's mobile target (a mid-tier phone),
 * from the host's `benchmarkIndex`. Lighthouse's default of 4× assumes a host of about 1 533; its
 * throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") asks slower hosts to lower
 * it, and points to the Lighthouse team's calculator
 * (https://lighthouse-cpu-throttling-calculator.vercel.app/), whose piecewise-linear fit this is:
 * 800 → 2×, 1 300 → 3×, 1 533 → 4×, 2 000 → 6×.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
