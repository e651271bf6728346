// `npm run contract:verdict -- --journal URL|FILE [--namespace NAME] [--junit FILE] [--sarif FILE]
// [--coverage FILE]`: the proxy's observations as a CI verdict (verdict-command.ts says how).
import { runVerdict } from './verdict-command';

process.exitCode = await runVerdict(process.argv.slice(2));
