// Benchmark of the production build in Chromium (not a test): gzip JS and CSS loaded for /login and for the
// first screen after sign-in, and the time from navigation to an interactive sign-in form (median of 5 loads).
// Run after `npm run build -w @backoffice/app`: `npm run bench -w @backoffice/app`.
import { measureLoad } from '../../../e2e/support/measure';
import { startStack } from '../../../e2e/support/stack';

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const stack = await startStack();
try {
  const runs = [];
  for (let run = 0; run < 5; run += 1) runs.push(await measureLoad(stack));
  const [first] = runs;
  if (!first) throw new Error('no run');
  const times = runs.map((run) => run.loginInteractiveMs).sort((a, b) => a - b);
  console.log(
    `/login                 JS ${kB(first.login.js)} + CSS ${kB(first.login.css)} gzip (${first.login.files} files)`,
  );
  console.log(
    `first screen (/orders) JS ${kB(first.firstScreen.js)} + CSS ${kB(first.firstScreen.css)} gzip (${first.firstScreen.files} files)`,
  );
  console.log(
    `navigation → interactive sign-in form: median ${times[2]?.toFixed(0)} ms (min ${times[0]?.toFixed(0)}, max ${times[4]?.toFixed(0)}) over 5 loads`,
  );
} finally {
  await stack.close();
}
