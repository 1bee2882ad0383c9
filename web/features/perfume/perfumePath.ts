/** The address of a perfume's own page, shared by every card that opens it. */
export const PERFUME_ROUTE = '/parfum/:id';

export function perfumePath(id: string): string {
  return `/parfum/${encodeURIComponent(id)}`;
}
