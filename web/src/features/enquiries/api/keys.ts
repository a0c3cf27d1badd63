// Query keys of the enquiries feature; each starts with the endpoint it mirrors.
export const enquiryKeys = {
  buyerThread: (listingId: number) => ['/api/cars/{id}/enquiries', listingId] as const,
  inbox: () => ['/api/user/enquiries'] as const,
  sellerThread: (threadId: number) => ['/api/user/enquiries', threadId] as const,
};
