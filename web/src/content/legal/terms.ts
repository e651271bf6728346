// The Terms of Service shown at /terms-of-service (docs/requirements.md §2 "Legal": 16 numbered
// sections, last updated 8/22/2024, Wyoming law). Headings are unnumbered here; the page numbers
// them. Typographic apostrophes and quotes keep every string in single quotes.
import type { LegalDocument } from './types';

export const terms: LegalDocument = {
  title: 'Terms of Service',
  dateLabel: 'Last updated',
  date: '8/22/2024',
  intro:
    'These Terms of Service (the “Terms”) are an agreement between you and Testbeam, a company organized in the State of Wyoming, USA (“Testbeam”, “we”, “us”). They govern your use of the website at testbeam.dev, the application at app.testbeam.dev, API MCP Studio, the connector AI agents and every other product or feature we offer (together, the “Service”). Please read them carefully: they explain what you can expect from us, what we expect from you, and the limits of our responsibility.',
  sections: [
    {
      id: 'acceptance-of-terms',
      heading: 'Acceptance of These Terms',
      blocks: [
        {
          type: 'paragraph',
          text: 'By creating an account, signing in, connecting a third-party service or otherwise using the Service, you agree to these Terms and to the documents they refer to, including our Privacy Policy. If you do not agree, do not use the Service.',
        },
        {
          type: 'paragraph',
          text: 'If you use the Service on behalf of a company, team or other organization, you confirm that you are authorized to accept these Terms for it, and “you” then means both you and that organization.',
        },
      ],
    },
    {
      id: 'eligibility-and-accounts',
      heading: 'Eligibility and Accounts',
      blocks: [
        {
          type: 'paragraph',
          text: 'You must be at least 18 years old, or the age of majority where you live if that is higher, and legally able to enter into a binding contract. You may not use the Service if you are barred from doing so under the laws of the United States or of the country where you are located.',
        },
        {
          type: 'paragraph',
          text: 'Your account is tied to your email address. You sign in either with a 6-digit one-time code that we email to you or with your Google account. Because anyone who can read your inbox can request a code, the security of your account depends on the security of your email. You agree to:',
        },
        {
          type: 'list',
          items: [
            'use an email address that you own and control, and keep it current;',
            'protect your email and Google accounts with a strong password and, where available, two-step verification;',
            'never share one-time codes with anyone (Testbeam staff will never ask you for one);',
            'tell us promptly at support@testbeam.dev if you believe someone has accessed your account without permission.',
          ],
        },
        {
          type: 'paragraph',
          text: 'You are responsible for activity that takes place under your account, except where it results from our own failure to meet our obligations under these Terms.',
        },
      ],
    },
    {
      id: 'the-service-and-changes',
      heading: 'The Service and Changes to It',
      blocks: [
        {
          type: 'paragraph',
          text: 'Testbeam helps you discover, call and test REST API and Model Context Protocol (MCP) endpoints without writing code. Around that core it offers collections, authentication setup, an AI notebook, a marketplace, connector AI agents, a scheduler, and vector database and large language model (LLM) integration.',
        },
        {
          type: 'paragraph',
          text: 'The Service is evolving. We may add, change or remove features, and we may limit or discontinue parts of it. If we remove a feature that you actively rely on, we will try to give you reasonable advance notice and a way to export your content.',
        },
        {
          type: 'paragraph',
          text: 'Some features are labeled Beta, Preview or Coming Soon, such as Agentic Workflow and Micro SaaS Solutions. Descriptions, timelines and FAQ answers about these features are statements of current intent, not promises, and may change or never ship. When you take part in a beta or waitlist, the feature may be incomplete, may contain errors, may change without notice and may be subject to additional terms that we show you at the time.',
        },
      ],
    },
    {
      id: 'plans-and-fees',
      heading: 'Free Plan, Paid Plans and Fees',
      blocks: [
        {
          type: 'paragraph',
          text: 'The Service is currently free to start, with a listed price of 0 USD. The free plan may include usage limits, such as limits on requests, scheduled runs, storage or AI usage, which we describe in the product and may adjust over time.',
        },
        {
          type: 'paragraph',
          text: 'We may introduce paid plans or paid add-ons in the future. If we do, we will show the price, billing period and what is included before you buy, and you will not be charged unless you explicitly choose a paid plan. We will not begin charging for a feature you already use for free without giving you at least 30 days’ notice, so that you can decide whether to continue. Prices will be exclusive of applicable taxes unless stated otherwise.',
        },
        {
          type: 'paragraph',
          text: 'Third-party services that you connect to the Service, such as OpenAI or Amazon Web Services, may charge you directly for usage made with your own credentials. Those charges are between you and the provider, and Testbeam is not responsible for them.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable Use',
      blocks: [
        {
          type: 'paragraph',
          text: 'Testbeam is a tool for testing and using APIs you are entitled to use. You agree not to use the Service to:',
        },
        {
          type: 'list',
          items: [
            'send requests to, scan, probe, attack or load-test any endpoint, server or network that you do not own or are not authorized to test;',
            'bypass authentication, access controls, rate limits or other security measures of Testbeam or of any third party;',
            'scrape, harvest or download data in breach of a third party’s terms, robots rules or API policies, or collect personal data without a lawful basis;',
            'upload, store, transmit or schedule malware, exploit code aimed at systems you may not test, or any other harmful payload;',
            'send spam, run phishing campaigns or infringe anyone’s intellectual property, privacy or other rights;',
            'exceed or evade the rate limits and usage limits of the Service, open multiple accounts to get around them, or place an unreasonable load on our infrastructure;',
            'resell, sublicense or provide the Service to others as a hosted service, except as a feature we expressly offer for that purpose;',
            'break any applicable law, including export control and sanctions laws.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Security testing is welcome on systems you own or have written permission to test. If you find a vulnerability in Testbeam itself, please report it to support@testbeam.dev rather than exploiting it.',
        },
      ],
    },
    {
      id: 'connectors-and-third-party-services',
      heading: 'Connectors and Third-Party Services',
      blocks: [
        {
          type: 'paragraph',
          text: 'Connector AI agents let the Service access third-party services on your behalf, including Google APIs (such as Gmail, Google Drive, Google Docs, Google Calendar, Google Contacts, Google Tasks, Google Analytics, Google Search Console, YouTube and YouTube Analytics), Amazon S3 and Amazon DynamoDB, GitHub, OpenAI and CoinGecko. A connector acts only after you authorize it, either by approving access on the provider’s consent screen or by giving us credentials for your own account, and only within the permissions you grant.',
        },
        {
          type: 'paragraph',
          text: 'Your use of each third-party service remains subject to that provider’s own terms and policies, and you are responsible for complying with them. Testbeam is not affiliated with or endorsed by these providers, does not control their services, and is not responsible for their availability, changes to their APIs, or what they do with data you send to them.',
        },
        {
          type: 'paragraph',
          text: 'Testbeam’s use and transfer to any other app of information received from Google APIs will adhere to the Google API Services User Data Policy, including the Limited Use requirements. In short, we use Google user data only to provide and improve the user-facing features you use, we do not sell it, we do not use it for advertising, and we do not use it to train general-purpose AI models. You can revoke our access at any time in your Google Account permission settings.',
        },
        {
          type: 'paragraph',
          text: 'Some connectors, including those that request sensitive Google permissions, are available only after your email address has been whitelisted. You can ask for this at /email-whitelist. Our support team reviews each request and may approve it, ask for more information or decline it, and we may withdraw whitelisting if a connector is misused or if a provider requires us to.',
        },
      ],
    },
    {
      id: 'your-content-and-data',
      heading: 'Your Content and Data',
      blocks: [
        {
          type: 'paragraph',
          text: '“Your Content” means everything you or your connectors put into the Service: API definitions, collections, requests and responses, notebooks, queries and charts, scheduler configurations and outputs, and data retrieved from connected services. As between you and Testbeam, you own Your Content.',
        },
        {
          type: 'paragraph',
          text: 'You grant Testbeam a worldwide, non-exclusive, royalty-free license to host, store, copy, transmit, process and display Your Content only as needed to operate, secure and support the Service for you, to follow your instructions (for example, writing scheduler results to a bucket, database or search index that you choose), and to comply with the law. This license ends when Your Content is deleted from the Service, except for copies held for a limited time in backups or kept where the law requires.',
        },
        {
          type: 'paragraph',
          text: 'You confirm that you have the rights and permissions needed to put Your Content into the Service and to have us process it, including any personal data it contains. If you share a notebook or collection with teammates, they will be able to view, edit or run it according to the access you give them. You are responsible for the destinations you configure; we write data where you tell us to, and what happens to it there is up to you.',
        },
      ],
    },
    {
      id: 'ai-features',
      heading: 'AI Features',
      blocks: [
        {
          type: 'paragraph',
          text: 'The Service uses artificial intelligence to discover API methods, fill in parameters, suggest tests, write SQL or Pandas code in the AI notebook, summarize results and answer questions over data in vector databases. AI output is generated automatically and can be wrong, incomplete, out of date or inconsistent, even when it sounds confident.',
        },
        {
          type: 'list',
          items: [
            'Review AI-suggested requests, parameters and code before you run them, especially requests that create, change or delete data, or that run against production systems.',
            'Check AI-generated analyses and charts against the underlying data before you rely on them for decisions.',
            'Do not treat AI output as legal, financial, security or other professional advice.',
          ],
        },
        {
          type: 'paragraph',
          text: 'To produce AI output we send the relevant parts of Your Content to AI model providers, as described in our Privacy Policy. We make no guarantee that AI output is accurate, unique or fit for any purpose, and you are responsible for how you use it.',
        },
      ],
    },
    {
      id: 'api-keys-and-credentials',
      heading: 'API Keys and Credentials',
      blocks: [
        {
          type: 'paragraph',
          text: 'To call protected APIs you may store API keys, bearer tokens, OAuth tokens, cloud access keys and similar secrets in the Service. You are responsible for the credentials you provide: only use credentials you are authorized to use, give them the narrowest permissions that will do the job (for example, a read-only AWS key limited to one bucket or table), prefer test or sandbox credentials where you can, and rotate or revoke any credential you believe has been exposed.',
        },
        {
          type: 'paragraph',
          text: 'We protect stored credentials with encryption in transit and at rest, restrict staff access to people who need it to run the Service, and use credentials only to make the calls you ask for. No system is perfectly secure, however, and we cannot guarantee that credentials will never be exposed. If we learn of a security incident affecting your credentials, we will notify you without undue delay and as the law requires.',
        },
      ],
    },
    {
      id: 'intellectual-property-and-feedback',
      heading: 'Intellectual Property and Feedback',
      blocks: [
        {
          type: 'paragraph',
          text: 'The Service, including its software, design, text, blog articles, images, videos, and the Testbeam name and logo, belongs to Testbeam or its licensors and is protected by intellectual property laws. Subject to these Terms, we give you a personal, revocable, non-exclusive, non-transferable license to use the Service for your own or your organization’s internal purposes. You may not copy, modify or distribute the Service, or decompile or reverse engineer it, except to the extent the law expressly allows.',
        },
        {
          type: 'paragraph',
          text: 'Third-party names, logos and trademarks shown in the Service, including those of connector providers, belong to their owners and are used only to identify their services.',
        },
        {
          type: 'paragraph',
          text: 'We welcome ideas, suggestions and feature or connector requests. If you send us feedback, you allow us to use it freely to improve the Service, without any obligation or payment to you. Feedback does not include Your Content, which remains yours.',
        },
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      blocks: [
        {
          type: 'paragraph',
          text: 'Our Privacy Policy, available at /privacy-policy, explains what personal data we collect, how we use it, how connector and AI processing works, and the choices and rights you have. By using the Service you acknowledge that we will handle your personal data as it describes. Where Your Content contains personal data about other people, you are responsible for having a lawful basis to process it with the Service.',
        },
      ],
    },
    {
      id: 'suspension-and-termination',
      heading: 'Suspension and Termination',
      blocks: [
        {
          type: 'paragraph',
          text: 'You may stop using the Service at any time. To close your account and have your data deleted, write to support@testbeam.dev from the email address on the account.',
        },
        {
          type: 'paragraph',
          text: 'We may suspend or end your access, in whole or in part, if you breach these Terms, if your use creates a security, legal or operational risk for Testbeam, its users or third parties, if a connector provider requires it, or if we discontinue the Service. Where reasonable, we will tell you first and give you a chance to fix the problem; we may act immediately in urgent cases such as an attack or abuse in progress. If we discontinue the Service for reasons other than your breach, we will give you at least 30 days’ notice to export Your Content.',
        },
        {
          type: 'paragraph',
          text: 'When your account ends, your right to use the Service ends and we delete Your Content as described in our Privacy Policy. Sections that by their nature should survive termination, including those on intellectual property, disclaimers, limitation of liability and governing law, will continue to apply.',
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      blocks: [
        {
          type: 'paragraph',
          text: 'To the fullest extent permitted by law, the Service is provided “as is” and “as available”, without warranties of any kind, whether express or implied, including warranties of merchantability, fitness for a particular purpose, title and non-infringement. We do not warrant that the Service will be uninterrupted, error-free or secure, or that test results, discovered methods or AI output will be complete or correct.',
        },
        {
          type: 'paragraph',
          text: 'A test result shows how an endpoint responded at the time of the call and is not a guarantee of how it will behave later. Figures on our website, such as request counts, user numbers or uptime, describe past performance and are not a service-level commitment. Some jurisdictions do not allow certain warranties to be excluded, so some of these exclusions may not apply to you.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of Liability and Indemnity',
      blocks: [
        {
          type: 'paragraph',
          text: 'To the fullest extent permitted by law, Testbeam will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising out of or relating to the Service or these Terms, even if we were told such damages were possible. Our total liability for all claims relating to the Service or these Terms is limited to the greater of the amount you paid us for the Service in the 12 months before the claim arose and 100 USD.',
        },
        {
          type: 'paragraph',
          text: 'These limits do not apply to liability that cannot be limited by law, such as liability for fraud or for gross negligence or willful misconduct where the law does not permit a limit.',
        },
        {
          type: 'paragraph',
          text: 'You agree to defend and indemnify Testbeam against third-party claims, and related reasonable costs, arising from Your Content, your breach of these Terms, or your use of the Service to access systems or data you were not authorized to access.',
        },
      ],
    },
    {
      id: 'governing-law-and-disputes',
      heading: 'Governing Law and Disputes',
      blocks: [
        {
          type: 'paragraph',
          text: 'These Terms, and any dispute arising out of or relating to them or to the Service, are governed by the laws of the State of Wyoming, USA, without regard to its conflict-of-laws rules.',
        },
        {
          type: 'paragraph',
          text: 'Before starting any formal proceeding, please contact us at support@testbeam.dev and describe the issue; both sides agree to try in good faith to resolve it informally within 30 days. If we cannot, the dispute will be heard exclusively in the state or federal courts located in the State of Wyoming, and both you and Testbeam consent to their jurisdiction. Either side may still seek urgent injunctive relief in any competent court. Nothing in this section takes away rights you have under the mandatory consumer protection laws of the place where you live.',
        },
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Changes to These Terms and Contact',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may update these Terms as the Service changes or the law requires. We will change the “Last updated” date above and, for material changes, notify you by email or in the Service at least 14 days before they take effect, unless a change is required sooner by law or to address misuse. If you keep using the Service after the changes take effect, you accept the updated Terms; if you do not agree, stop using the Service and ask us to close your account.',
        },
        {
          type: 'paragraph',
          text: 'These Terms, together with the Privacy Policy and any feature-specific terms we show you, are the entire agreement between you and Testbeam about the Service. If any part is found unenforceable, the rest remains in effect. Our failure to enforce a provision is not a waiver. You may not transfer these Terms without our consent; we may transfer them as part of a merger, acquisition or sale of assets.',
        },
        {
          type: 'paragraph',
          text: 'Questions about these Terms? Email support@testbeam.dev or use the contact form at /contact.',
        },
      ],
    },
  ],
};
