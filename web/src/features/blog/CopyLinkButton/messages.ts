// docs/requirements.md §8, word for word.
export const copyLinkMessages = {
  copied: { title: 'Link copied!', description: 'Article link has been copied to clipboard.' },
  failed: { title: 'Failed to copy', description: 'Could not copy link to clipboard.' },
} as const;
