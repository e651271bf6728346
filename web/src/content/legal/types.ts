export type LegalBlock = { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };
export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] };
export type LegalDocument = {
  title: string;
  /** How the date is introduced, e.g. "Last updated" or "Effective date". */
  dateLabel: string;
  /** As docs/requirements.md writes it: 8/22/2024. */
  date: string;
  intro: string;
  sections: LegalSection[];
};
