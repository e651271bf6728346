// The product's listing as docs/requirements.md §9 states it: the claimed rating and the listed
// price. The home page's structured data (SoftwareApplication) reads them from here.

export const productListing = {
  rating: { value: 4.8, count: 350, best: 5 },
  price: { amount: 0, currency: 'USD' },
  /** schema.org's applicationCategory for developer tools. */
  category: 'DeveloperApplication',
  operatingSystem: 'Web',
} as const;
