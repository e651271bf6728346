// The drawn plan beside the Agentic Workflow intro: what a run of the coming product will look
// like. An illustration of the plan on that page, not a screenshot of a shipped feature.

export type PlanStep = {
  call: string;
  note: string;
  state: 'done' | 'running' | 'approval';
};

export const agenticPreview = {
  label:
    'Illustration: an agent plan with two finished calls, one running and one awaiting approval',
  goal: 'Find orders that shipped late this week and email each customer a discount code',
  steps: [
    { call: 'GET /orders?status=shipped&since=7d', note: '212 orders', state: 'done' },
    { call: 'filter late: delivered_at > promised_at', note: '14 late', state: 'done' },
    { call: 'POST /discounts (14 codes)', note: 'creating…', state: 'running' },
    { call: 'Gmail: send 14 emails', note: 'needs your approval', state: 'approval' },
  ] satisfies PlanStep[],
} as const;
