// The verdict as SARIF 2.1.0: one result per distinct violation, located at the line and column of
// openapi.yaml the answer (or request) broke, so code scanning shows it on the contract itself.

import { describeFinding, sampleOf } from './describe';
import type { Finding, Verdict } from './judge';
import type { ContractLocator } from './locate';
import { violationKey } from './observed';
import { type ContractStamp, toolkitName, toolkitVersion } from '../toolkit';

const rules = [
  {
    id: 'upstream-answer',
    shortDescription: { text: "The upstream's answer breaks openapi.yaml" },
    defaultConfiguration: { level: 'error' },
  },
  {
    id: 'request',
    shortDescription: { text: 'A request sent through the proxy breaks openapi.yaml' },
    defaultConfiguration: { level: 'note' },
  },
];

export function verdictSarif(
  verdict: Verdict,
  locator: ContractLocator,
  contractUri: string,
  contract: ContractStamp,
): unknown {
  const result = (finding: Finding) => {
    const location = locator.locate(finding.violation);
    const upstream = finding.violation.direction === 'response';
    const sample = sampleOf(finding);
    return {
      ruleId: upstream ? 'upstream-answer' : 'request',
      level: upstream ? 'error' : 'note',
      message: {
        text: [describeFinding(finding), sample && `e.g. ${sample}`].filter(Boolean).join('; '),
      },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: contractUri },
            region: { startLine: location.line, startColumn: location.column },
          },
          logicalLocations: [{ fullyQualifiedName: location.path, kind: 'member' }],
        },
      ],
      // One violation is one alert across runs, wherever in openapi.yaml it is located.
      partialFingerprints: { contractViolation: violationKey(finding.violation) },
      properties: { ...finding.violation, count: finding.count, rotated: finding.rotated },
    };
  };
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: `${toolkitName} verdict`,
            version: toolkitVersion,
            rules,
            properties: { contract },
          },
        },
        results: [...verdict.upstream, ...verdict.requests].map(result),
      },
    ],
  };
}
