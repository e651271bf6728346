// `npm run contract:report [-- --site F --backend F --live F --out DIR]`: joins the three coverage
// files (join.ts) into report.md and report.json in DIR. A file left at its default and absent is
// "not run"; a file named on the command line must be there. Exit 0, or 2 when a file cannot be read.
import { runReport } from './report-command';

process.exitCode = await runReport(process.argv.slice(2));
