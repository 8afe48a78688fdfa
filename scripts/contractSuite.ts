// `npm run test:contract -- --base-url URL`: checks a retailer's API against contract/openapi.json
// (contract/suite/main.ts). Node runs it as it is: the suite imports nothing of the app, and its
// own modules name their .ts files, so no loader hook is needed.
import { runContractSuite } from '../contract/suite/main.ts';

process.exitCode = await runContractSuite(process.argv.slice(2));
