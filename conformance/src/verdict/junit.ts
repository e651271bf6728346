// The verdict as JUnit XML: one test case per (operation, status) the traffic had, failing with the
// violations' text when any upstream answer with that pair broke the contract.

import { type ContractStamp, toolkit } from '../toolkit';
import { escapeXml } from '../xml';
import { describeFinding, sampleOf } from './describe';
import type { PairSeen, Verdict } from './judge';

const caseName = (pair: PairSeen) =>
  `${pair.operation ?? '(no operation)'} ${pair.status}${pair.documented ? '' : ' (undocumented)'}`;

export function verdictJunit(verdict: Verdict, contract: ContractStamp): string {
  const cases = verdict.pairs.map((pair) => {
    const broken = verdict.upstream.filter(
      (finding) =>
        finding.violation.operation === pair.operation && finding.violation.status === pair.status,
    );
    const name = escapeXml(caseName(pair));
    const classname = escapeXml(pair.operation ?? '(no operation)');
    const out = `<system-out>${escapeXml(`${pair.count} answer${pair.count === 1 ? '' : 's'}, ${pair.forced} forced`)}</system-out>`;
    if (broken.length === 0)
      return `    <testcase classname="${classname}" name="${name}">${out}</testcase>`;
    const text = broken
      .map((finding) => [describeFinding(finding), sampleOf(finding)].filter(Boolean).join('\n  '))
      .join('\n');
    const message = escapeXml(
      `${broken.length} contract violation${broken.length === 1 ? '' : 's'}`,
    );
    return `    <testcase classname="${classname}" name="${name}"><failure type="contract" message="${message}">${escapeXml(text)}</failure>${out}</testcase>`;
  });
  const failures = cases.filter((line) => line.includes('<failure')).length;
  const suite = escapeXml(`live traffic through the proxy (${verdict.source})`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="testbeam-contract verdict" tests="${cases.length}" failures="${failures}">`,
    `  <testsuite name="${suite}" tests="${cases.length}" failures="${failures}">`,
    `    <properties><property name="toolkit" value="${escapeXml(toolkit)}"/><property name="contract.version" value="${escapeXml(contract.version)}"/><property name="contract.hash" value="${escapeXml(contract.hash)}"/></properties>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
