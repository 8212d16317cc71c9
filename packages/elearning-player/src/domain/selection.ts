/*
 * Selection rules shared by the question kinds (spec 3 §4, §5 "Answering"). Selections are sets of
 * answer ids, kept as arrays in selection order. The rules of one kind live with the kind, under
 * `activity-kinds/`.
 */

/** Info slide answers are toggled (spec 3 §4): no limit. */
export function toggleAnswer(selected: readonly number[], answerId: number): readonly number[] {
  return selected.includes(answerId) ? selected.filter((id) => id !== answerId) : [...selected, answerId];
}

/**
 * The check button rule for flip-card and drag questions (spec 3 §4): enabled only when the
 * selected count equals the number of correct answers and the question is not yet completed.
 */
export function canCheck(selected: readonly number[], correct: number, done: boolean): boolean {
  return !done && correct > 0 && selected.length === correct;
}
