// The Privacy Policy shown at /privacy-policy (docs/requirements.md §2 "Legal": 10 sections,
// effective 8/22/2024, data kept on a cloud host). Headings are unnumbered here; the page numbers
// them. Typographic apostrophes and quotes keep every string in single quotes.
import { CODE_LIFETIME_MINUTES } from '#common/otp';
import type { LegalDocument } from './types';

export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  dateLabel: 'Effective date',
  date: '8/22/2024',
  intro:
    'This Privacy Policy explains how Testbeam, a company organized in the State of Wyoming, USA (“Testbeam”, “we”, “us”), collects, uses and protects personal data when you visit testbeam.dev, sign in to app.testbeam.dev, or use API MCP Studio, the connector AI agents and our other features (the “Service”). Testbeam is responsible for the personal data described here. Your use of the Service is also governed by our Terms of Service at /terms-of-service.',
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      blocks: [
        {
          type: 'paragraph',
          text: 'We collect only what we need to run the Service. Depending on how you use it, this includes:',
        },
        {
          type: 'list',
          items: [
            'Account information: your email address and, if you sign in with Google, the basic profile Google shares with us, such as your name and profile picture.',
            'Sign-in events: when a one-time code is requested and verified or a Google sign-in completes, whether it succeeded, and the IP address and browser details of the request.',
            'Contact form submissions: your name, email address, the category you choose (general support, whitelist, feature request, connector request or billing), the subject and your message.',
            'Whitelist requests: the email address you submit, when you submitted it and the outcome of our review.',
            'Connector tokens and credentials: OAuth access and refresh tokens, the permissions you granted, and API keys or cloud access keys you enter for services such as Amazon S3, DynamoDB, GitHub or OpenAI.',
            'Your Content: the collections, requests, responses, notebooks, scheduler jobs and data that you or your connectors bring into the Service.',
            'Usage data: pages and features you use, errors, approximate location derived from IP address, and device and browser type.',
          ],
        },
        {
          type: 'paragraph',
          text: 'The website also keeps a little information in your own browser’s local storage: your light or dark theme preference, and a local list of the whitelist requests made from that browser (email, date and status). This list stays on your device; we receive an email address only when you submit a request. You can remove both at any time by clearing your browser’s site data. Once you sign in, the application uses a cookie to keep you signed in.',
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How We Use Information',
      blocks: [
        {
          type: 'list',
          items: [
            'To create your account, send one-time codes and sign you in (performance of our contract with you).',
            'To run the features you use: calling APIs and MCP endpoints, running connectors and scheduled jobs, and storing results where you direct (contract).',
            'To answer contact messages, review whitelist requests and email you about your requests (contract and legitimate interests).',
            'To keep the Service secure: detecting bots, abuse and suspicious sign-ins, and enforcing rate limits (legitimate interests).',
            'To understand how the Service is used and improve it, mainly with aggregated usage data (legitimate interests or, where required, consent).',
            'To send essential service notices, such as changes to our terms, and to meet legal obligations (legal obligation and legitimate interests).',
          ],
        },
        {
          type: 'paragraph',
          text: 'We do not use your personal data for advertising, we do not build advertising profiles, and we do not use data received from Google APIs for any purpose other than providing and improving the user-facing features you use, in line with the Google API Services User Data Policy, including its Limited Use requirements.',
        },
      ],
    },
    {
      id: 'ai-processing',
      heading: 'AI Processing',
      blocks: [
        {
          type: 'paragraph',
          text: 'AI features such as method discovery, parameter autofill, the AI notebook and the vector database and LLM integration work by sending the relevant parts of Your Content, for example an API response or a question about a dataset, to AI model providers that process it to return a result. Where a feature uses your own OpenAI key, the request goes to OpenAI under your account and OpenAI’s terms.',
        },
        {
          type: 'paragraph',
          text: 'We choose providers that process this data only to return results to us and that do not use it to train their models. We do not use Your Content, or any data received from Google APIs, to train general-purpose AI models. When you store results in a vector database, we create embeddings (numerical representations of text) so that you can search them; these are part of Your Content and are deleted with it. AI output is not used to make decisions about you that have legal or similarly significant effects.',
        },
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Third-Party Services',
      blocks: [
        {
          type: 'paragraph',
          text: 'Some features rely on services run by others, who receive personal data as described below and handle it under their own privacy policies:',
        },
        {
          type: 'list',
          items: [
            'Google sign-in: when you choose “Continue with Google”, Google authenticates you and shares your basic profile with us. We never see your Google password.',
            'Google reCAPTCHA v3: the contact form uses reCAPTCHA to tell people from bots. reCAPTCHA collects device and browser information and sends it to Google. This site is protected by reCAPTCHA, and the Google Privacy Policy (https://policies.google.com/privacy) and Terms of Service (https://policies.google.com/terms) apply.',
            'Google Analytics 4 (optional): where we enable it, Google Analytics uses cookies to measure visits and page views. We do not send it your email or Your Content. You can opt out with Google’s browser add-on (https://tools.google.com/dlpage/gaoptout) or by blocking analytics cookies.',
            'Connector providers: when you authorize a connector, Google, Amazon Web Services, GitHub, OpenAI, CoinGecko or another provider receives our requests made on your behalf and returns your data to the Service.',
          ],
        },
      ],
    },
    {
      id: 'where-data-is-stored',
      heading: 'Where Data Is Stored',
      blocks: [
        {
          type: 'paragraph',
          text: 'We keep personal data and Your Content with a cloud hosting provider that runs the servers, databases and storage behind the Service on our behalf under a contract that limits how it may use the data. The cloud host’s data centers may be in the United States or in other countries. Where we transfer personal data from the European Economic Area, the United Kingdom or Switzerland, we rely on safeguards recognized by law, such as standard contractual clauses.',
        },
        {
          type: 'paragraph',
          text: 'Data is encrypted in transit between your browser, our servers and connector providers using TLS, and encrypted at rest in our databases and storage. Connector tokens and API keys are stored encrypted, are never shown to other users and are used only to make the calls you request. When you ask the scheduler to write results to a destination you own, such as an Amazon S3 bucket, a database or a search index, that copy is held by the provider you chose, under your account.',
        },
      ],
    },
    {
      id: 'data-retention',
      heading: 'Data Retention',
      blocks: [
        {
          type: 'list',
          items: [
            'Account information and Your Content: for as long as your account is open. When you delete your account, we delete them, or make them anonymous, within 30 days.',
            `One-time codes: valid for ${CODE_LIFETIME_MINUTES} minutes and deleted once used or expired.`,
            'Sign-in events and security logs: up to 12 months, to investigate abuse and protect accounts.',
            'Contact messages and whitelist requests: as long as needed to handle them, and no more than 24 months after our last exchange with you.',
            'Connector tokens and credentials: until you disconnect the connector, revoke our access with the provider, or close your account.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Backups are overwritten on a rolling schedule, so deleted data may remain in them for a short period before it disappears. We may keep specific data longer where the law requires it or to establish or defend legal claims.',
        },
      ],
    },
    {
      id: 'sharing-and-disclosure',
      heading: 'Sharing and Disclosure',
      blocks: [
        {
          type: 'paragraph',
          text: 'We do not sell your personal data, and we do not share it for cross-context behavioral advertising. We disclose personal data only:',
        },
        {
          type: 'list',
          items: [
            'to service providers that help us run the Service, such as our cloud host, email delivery and AI model providers, who may use it only on our instructions;',
            'to connector providers and other destinations you direct us to send data to;',
            'to teammates you choose to share notebooks or collections with;',
            'when required by law or valid legal process, or when needed to protect the rights, safety or property of our users, the public or Testbeam;',
            'to a successor in a merger, acquisition or sale of assets, who must continue to honor this policy; and',
            'with your consent, in any other case.',
          ],
        },
      ],
    },
    {
      id: 'your-rights-and-choices',
      heading: 'Your Rights and Choices',
      blocks: [
        {
          type: 'paragraph',
          text: 'Depending on where you live, including the European Economic Area, the United Kingdom and California, you may have the right to:',
        },
        {
          type: 'list',
          items: [
            'access the personal data we hold about you and receive a copy;',
            'correct data that is inaccurate or incomplete;',
            'delete your data or your whole account;',
            'export your data in a portable, machine-readable format;',
            'object to or ask us to restrict certain processing;',
            'withdraw consent you have given, for example by disconnecting a connector or revoking access in your Google Account settings, without affecting earlier processing.',
          ],
        },
        {
          type: 'paragraph',
          text: 'To make a request, email support@testbeam.dev from the address on your account so that we can confirm it is you. We will respond within the time the applicable law requires, and we will not treat you differently for exercising your rights. If you are unhappy with our answer, you may complain to your local data protection authority.',
        },
      ],
    },
    {
      id: 'security-and-children',
      heading: 'Security and Children’s Privacy',
      blocks: [
        {
          type: 'paragraph',
          text: 'We protect personal data with encryption, access controls that limit staff access to people who need it, bot checks and rate limits on sign-in and forms, and monitoring for misuse. No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If a breach affects your personal data, we will notify you and the authorities as the law requires.',
        },
        {
          type: 'paragraph',
          text: 'The Service is intended for people aged 18 and over and is not directed to children. We do not knowingly collect personal data from children. If you believe a child has given us personal data, contact us and we will delete it.',
        },
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Changes and Contact',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may update this Privacy Policy as the Service or the law changes. We will change the effective date above and, for material changes, notify you by email or in the Service before they take effect.',
        },
        {
          type: 'paragraph',
          text: 'For questions about this policy or your personal data, email support@testbeam.dev or use the contact form at /contact.',
        },
      ],
    },
  ],
};
