// Reads Playwright's JSON report for scripts/test-all.sh: prints "passed flaky failed" on the
// first line, then the name of each test that passed only on a retry, one a line, so a retried
// test is reported by name and never counted as a plain pass.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const { expected = 0, flaky = 0, unexpected = 0 } = report.stats ?? {};

const names = [];
function visit(suite, titles) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'flaky') {
        names.push(`[${test.projectName}] ${[...path, spec.title].join(' › ')}`);
      }
    }
  }
  for (const child of suite.suites ?? []) {
    visit(child, path);
  }
}
for (const suite of report.suites ?? []) {
  visit(suite, []);
}

console.log(`${expected} ${flaky} ${unexpected}`);
for (const name of names) {
  console.log(name);
}
