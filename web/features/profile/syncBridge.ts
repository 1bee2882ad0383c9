// Placeholder until the sync engine lands: generating recommendations should first push
// queued changes, because the server reads the collection's perfumes itself.
export async function syncBeforeServerRead(): Promise<void> {}
