// The About page as data (docs/requirements.md §2 "About"). The <h1>, breadcrumb and lede come from
// the route table; components only render what is here.

/** Icons by meaning; web/src/components/ValueGrid maps each key to a drawing. */
export type AboutIcon =
  | 'mission'
  | 'vision'
  | 'innovation'
  | 'collaboration'
  | 'security'
  | 'accessibility'
  | 'protocols'
  | 'ai'
  | 'data';

export type AboutCard = { icon: AboutIcon; title: string; text: string };
export type Stat = { value: string; label: string };
export type Link = { label: string; href: string };

export const mission: AboutCard = {
  icon: 'mission',
  title: 'Our mission',
  text: 'Make every API and MCP server understandable in minutes, for everyone who depends on one. Testbeam reads what an endpoint offers, drafts the call, checks the answer and turns it into data people can use, so that testing an integration stops being a chore reserved for whoever wrote the client code.',
};

export const vision: AboutCard = {
  icon: 'vision',
  title: 'Our vision',
  text: 'A world where AI agents and the people who build them share one trusted view of the services they call. As more software talks to other software through APIs and the Model Context Protocol, we want Testbeam to be the place where those conversations are discovered, verified, scheduled and explained.',
};

export const values: readonly AboutCard[] = [
  {
    icon: 'innovation',
    title: 'Innovation',
    text: 'We put AI where it saves real time: discovery, parameter drafting and answers about your data. Every feature has to remove a step, not add a button.',
  },
  {
    icon: 'collaboration',
    title: 'Collaboration',
    text: 'APIs are shared work. Team workspaces, shared collections and notebooks with view, edit and execute access keep developers, analysts and product people on the same page.',
  },
  {
    icon: 'security',
    title: 'Security',
    text: 'Credentials are encrypted, access is role-based, and connectors ask only for the scopes they need. We would rather ship a feature later than ship it loose.',
  },
  {
    icon: 'accessibility',
    title: 'Accessibility',
    text: 'No-code by default, code when you want it. The product and this site are built to be usable by keyboard and screen reader, on any screen size.',
  },
];

export const expertise: readonly AboutCard[] = [
  {
    icon: 'protocols',
    title: 'API and protocol engineering',
    text: 'REST, OpenAPI, OAuth 2.0 and MCP are our daily bread. We have built API clients, gateways and SDKs, and we know where integrations break.',
  },
  {
    icon: 'ai',
    title: 'Applied AI',
    text: 'We use language models for concrete jobs: reading API descriptions, filling in parameters, explaining results and grounding answers in your own data through vector search.',
  },
  {
    icon: 'data',
    title: 'Data infrastructure',
    text: 'A scheduled run is only useful if its output can be found again, so we think about bucket layouts, record keys and index mappings as much as about requests. We design for results you can query tomorrow, not just responses you saw today.',
  },
];

/** Claimed figures, as docs/requirements.md states them. */
export const stats: readonly Stat[] = [
  { value: '500K+', label: 'API requests' },
  { value: '10K+', label: 'Developers' },
  { value: '99.9%', label: 'Uptime' },
  { value: '50+', label: 'Enterprise clients' },
];

export const aboutSections = {
  missionVision: { title: 'Why Testbeam exists' },
  values: {
    title: 'What we value',
    lede: 'Four principles decide what we build and how we build it.',
  },
  expertise: {
    title: 'What we know',
    lede: 'The team behind Testbeam has spent years on both sides of the API call.',
  },
  stats: { title: 'Testbeam in numbers' },
} as const;

/**
 * The closing call to action. docs/requirements.md leaves both actions open: a free trial starts at
 * sign-in (the plan is free, 0 USD), and a demo is booked through the contact form, pre-filled.
 */
export const aboutCta = {
  title: 'Try Testbeam on your own APIs',
  text: 'Start free with your own endpoints, or book a walkthrough with the team.',
  primary: { label: 'Start Free Trial', href: '/login' },
  secondary: {
    label: 'Schedule Demo',
    href: '/contact?category=general&subject=Demo%20request',
  },
} as const satisfies { title: string; text: string; primary: Link; secondary: Link };
