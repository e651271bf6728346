import { describe, expect, it } from 'vitest';
import { labelChunkGroups } from './label-chunk-groups';

describe('labelling code-splitting groups', () => {
  it('labels only the groups named by a function without a debugName', () => {
    const named = { name: 'boot', test: /boot/ };
    const ours = { name: () => null, debugName: 'style-maps' };
    const vikes = { name: () => null, test: /\.css$/ };
    const output = { codeSplitting: { groups: [named, ours, vikes] } };
    expect(labelChunkGroups(output)).toBe(1);
    expect(vikes).toHaveProperty('debugName', 'vike-css');
    expect(ours.debugName).toBe('style-maps');
    expect(named).not.toHaveProperty('debugName');
  });

  it('reads every output and leaves code splitting that is off or unset alone', () => {
    const group = { name: () => 'x' };
    expect(
      labelChunkGroups([{ codeSplitting: false }, {}, { codeSplitting: { groups: [group] } }]),
    ).toBe(1);
    expect(labelChunkGroups(undefined)).toBe(0);
  });
});
