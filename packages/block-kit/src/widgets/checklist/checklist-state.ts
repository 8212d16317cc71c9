/** Spec 3 §3: the checklist is stored in local storage under 'checklist-' plus its id. */
export function checklistStorageKey(checklistId: string): string {
  return `checklist-${checklistId}`;
}

/** Spec 3 §5: only checked ids that exist in the block's items are counted. */
export function countChecked(checkedIds: readonly string[], itemIds: readonly string[]): number {
  const known = new Set(itemIds);
  return new Set(checkedIds.filter((id) => known.has(id))).size;
}

/** The stored ids, or none for anything unreadable. */
export function parseStoredIds(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value)) return value.filter((id): id is string => typeof id === 'string');
    // Also accept the spec's state shape { checkListId, checkedItemIds }.
    if (
      value &&
      typeof value === 'object' &&
      Array.isArray((value as { checkedItemIds?: unknown }).checkedItemIds)
    ) {
      return (value as { checkedItemIds: unknown[] }).checkedItemIds.filter(
        (id): id is string => typeof id === 'string',
      );
    }
  } catch {
    // fall through
  }
  return [];
}
