// Benchmark (not a test): the cost of one formatMoney call, as a list pays it for every money cell on every
// render. Run: `npm run bench -w @backoffice/domain`.
import { formatMoney } from '../src/money/formatMoney.js';

const calls = 30_000;
const runs: number[] = [];
for (let run = 0; run < 7; run += 1) {
  const start = performance.now();
  for (let i = 0; i < calls; i += 1) formatMoney(i * 10, i % 2 === 0 ? 'EUR' : 'HUF', 'hu-HU');
  runs.push(((performance.now() - start) * 1000) / calls);
}
runs.sort((a, b) => a - b);
const at = (index: number) => (runs[index] ?? Number.NaN).toFixed(2);
console.log(
  `formatMoney, HUF and EUR alternating in hu-HU: median ${at(3)} µs per call (${at(0)}–${at(6)}), 7 runs of ${calls} calls`,
);
