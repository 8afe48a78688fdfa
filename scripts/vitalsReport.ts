// `npm run vitals:report`: the Web Vitals per route from the mock API's collector
// (scripts/vitalsReportRun.ts). Node runs this file as it is (type stripping); the hook lets it
// load the app's modules.
import './resolveSourceImports.ts';

const { runVitalsReport } = await import('./vitalsReportRun.ts');
process.exitCode = await runVitalsReport(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
