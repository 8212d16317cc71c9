export const MARK = 1;
