/** The `:id` of DELETE /__mock/whitelist/:id, /__mock/messages/:id and /__mock/sessions/:id. */
export const storeEntryParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

/** What a removal of one store entry answers. */
export const removedMessage = 'Removed.';
