// Query keys of the billing page. Nothing on the page changes invoices: the keys are for reading and refreshing.
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: () => [...invoiceKeys.all, 'list'] as const,
};
