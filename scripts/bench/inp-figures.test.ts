import { describe, expect, it } from 'vitest';
import {
  againstGoal,
  FIRST_INPUT_GOAL_MS,
  FORM_READY_GOAL_MS,
  interactionLatencies,
} from './inp-figures';

describe('interactionLatencies', () => {
  it('takes the longest event of each interaction, in the order they started', () => {
    const entries = [
      { name: 'keydown', interactionId: 7, duration: 48, startTime: 900 },
      { name: 'pointerdown', interactionId: 3, duration: 24, startTime: 100 },
      { name: 'click', interactionId: 3, duration: 112, startTime: 130 },
      { name: 'pointerup', interactionId: 3, duration: 104, startTime: 128 },
      { name: 'mouseover', interactionId: 0, duration: 400, startTime: 50 },
      { name: 'keyup', interactionId: 7, duration: 16, startTime: 980 },
    ];
    expect(interactionLatencies(entries)).toEqual([112, 48]);
    expect(interactionLatencies([])).toEqual([]);
  });
});

describe('againstGoal', () => {
  it('rounds a figure and marks it when over its goal', () => {
    expect(againstGoal(599.6, FORM_READY_GOAL_MS)).toBe('600');
    expect(againstGoal(600.4, FORM_READY_GOAL_MS)).toBe('600 ✗');
    expect(againstGoal(101, FIRST_INPUT_GOAL_MS)).toBe('101 ✗');
    expect(againstGoal(900, null)).toBe('900');
  });
});
