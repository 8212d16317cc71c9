export type { ChecklistProps } from './checklist';
export { Checklist } from './checklist';
export { checklistStorageKey, countChecked, parseStoredIds } from './checklist-state';
