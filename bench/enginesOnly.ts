/** The engine rows alone: `npx tsx bench/enginesOnly.ts [seeds] [runs]` (the whole bench takes minutes). */
import { benchEngineSteps, benchEngines } from './engines.js';

const seeds = Number(process.argv[2] ?? 10);
const runs = Number(process.argv[3] ?? 10);
for (const row of [...(await benchEngineSteps(seeds)), ...(await benchEngines(runs))])
  console.log(
    `${row.name}: p50 ${row.p50.toFixed(3)} ${row.unit}, p95 ${row.p95.toFixed(3)} ${row.unit} (${row.extra ?? ''})`,
  );
